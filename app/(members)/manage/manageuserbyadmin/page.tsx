import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Manage Users" };

const ManageUsersPage = async () => {
  await requirePageAccess("/manage/manageuserbyadmin");
  return (
    <PlaceholderPage
      title="Manage Users"
      description="Find members, change their roles, lock or unlock them and approve their accounts."
    />
  );
};

export default ManageUsersPage;
