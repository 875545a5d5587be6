import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { ApplicationsScreen } from "@/components/projects/applications-screen";
import { QueriesScreen } from "@/components/projects/queries-screen";
import { UNIT_APPLICANT_ROLES } from "@/lib/auth/route-roles";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Projects" };

const ProjectsPage = async () => {
  const session = await requirePageAccess("/projects");
  const canStart =
    session.roles.some((role) => (UNIT_APPLICANT_ROLES as readonly string[]).includes(role)) &&
    (session.tableNo !== null || session.circleNo !== null);
  return (
    <PageContainer title="Projects" width="wide" description="Project applications and their progress through each stage.">
      <div className="space-y-8">
        {canStart && <QueriesScreen canReply canClose={false} hideWhenEmpty heading="Queries waiting for your reply" />}
        <ApplicationsScreen canStart={canStart} roles={session.roles} />
      </div>
    </PageContainer>
  );
};

export default ProjectsPage;
