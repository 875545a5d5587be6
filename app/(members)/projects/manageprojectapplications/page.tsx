import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Manage Project Applications" };

const ManageProjectApplicationsPage = async () => {
  await requirePageAccess("/projects/manageprojectapplications");
  return (
    <PlaceholderPage
      title="Manage Project Applications"
      description="Review, approve and move along the project applications of all tables."
    />
  );
};

export default ManageProjectApplicationsPage;
