import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { GrantReportsScreen } from "@/components/projects/grant-reports-screen";
import { ReviewQueueScreen } from "@/components/projects/review-queue-screen";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { findApiRule } from "@/lib/auth/route-roles";
import { NATIONAL_REVIEW_ROLES } from "@/lib/projects/application-states";

export const metadata: Metadata = { title: "Manage Project Applications" };

/** The date-range report is for the roles the route table gives getreportfordaterange. */
const canReadReports = (roles: readonly string[]) => {
  const access = findApiRule("POST", "/api/projects/getreportfordaterange")?.access;
  return Array.isArray(access) && roles.some((role) => (access as readonly string[]).includes(role));
};

const ManageProjectApplicationsPage = async () => {
  const session = await requirePageAccess("/projects/manageprojectapplications");
  return (
    <PageContainer
      title="Manage Project Applications"
      description="The national review: every application by state, on whom it waits, and the queries to the tables."
      width="wide"
    >
      <ReviewQueueScreen
        canReview={session.roles.some((role) => (NATIONAL_REVIEW_ROLES as readonly string[]).includes(role))}
        roles={session.roles}
      />
      {canReadReports(session.roles) && (
        <section aria-labelledby="grant-reports" className="mt-10 space-y-3">
          <h2 id="grant-reports" className="text-lg font-semibold text-slate-900">
            Applications and payments by date
          </h2>
          <GrantReportsScreen />
        </section>
      )}
    </PageContainer>
  );
};

export default ManageProjectApplicationsPage;
