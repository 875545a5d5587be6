import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Manage" };

const ManagePage = async () => {
  await requirePageAccess("/manage");
  return <PlaceholderPage title="Manage" description="Administration of members, roles and sign-ups." />;
};

export default ManagePage;
