import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Manage Table Projects" };

const ManageTableProjectsPage = async () => {
  await requirePageAccess("/projects/tableprojectmanageview");
  return <PlaceholderPage title="Manage Table Projects" description="Your table's project applications, stage by stage." />;
};

export default ManageTableProjectsPage;
