import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { ReviewQueueScreen } from "@/components/projects/review-queue-screen";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { NATIONAL_REVIEW_ROLES } from "@/lib/projects/application-states";

export const metadata: Metadata = { title: "Manage Project Applications" };

const ManageProjectApplicationsPage = async () => {
  const session = await requirePageAccess("/projects/manageprojectapplications");
  return (
    <PageContainer
      title="Manage Project Applications"
      description="The national review: every application by state, on whom it waits, and the queries to the tables."
      width="wide"
    >
      <ReviewQueueScreen canReview={session.roles.some((role) => (NATIONAL_REVIEW_ROLES as readonly string[]).includes(role))} />
    </PageContainer>
  );
};

export default ManageProjectApplicationsPage;
