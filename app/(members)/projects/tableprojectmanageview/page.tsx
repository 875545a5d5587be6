import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { ApplicationsScreen } from "@/components/projects/applications-screen";
import { UNIT_APPLICANT_ROLES } from "@/lib/auth/route-roles";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Manage Table Projects" };

const ManageTableProjectsPage = async () => {
  const session = await requirePageAccess("/projects/tableprojectmanageview");
  const canStart =
    session.roles.some((role) => (UNIT_APPLICANT_ROLES as readonly string[]).includes(role)) &&
    (session.tableNo !== null || session.circleNo !== null);
  return (
    <PageContainer title="Manage Table Projects" width="wide" description="Your table's project applications, stage by stage.">
      <ApplicationsScreen canStart={canStart} roles={session.roles} tableNo={session.tableNo ?? undefined} />
    </PageContainer>
  );
};

export default ManageTableProjectsPage;
