import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { MemberAdmin } from "@/components/manage/member-admin";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Manage Users" };

const ManageUsersPage = async () => {
  await requirePageAccess("/manage/manageuserbyadmin");
  return (
    <PageContainer
      title="Manage Users"
      width="wide"
      description="Find members, edit their details and roles, lock or unlock them, send a password link, or create a user. Every change is recorded."
    >
      <MemberAdmin />
    </PageContainer>
  );
};

export default ManageUsersPage;
