import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { StartApplicationScreen } from "@/components/projects/start-application-screen";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { ownUnitWhere } from "@/lib/projects/application-access";

export const metadata: Metadata = { title: "Start a Project Application" };

const TableProjectPacksPage = async () => {
  const session = await requirePageAccess("/projects/tableprojectpacks");
  // The secretariat may open the page (SPEC.md) and read the open packs, but starts no application.
  const canStart = ownUnitWhere(session) !== null;
  return (
    <PageContainer
      title="Start a Project Application"
      width="wide"
      description="Choose the project pack to apply with. Read its guidelines first: the form asks for what the pack needs."
    >
      <StartApplicationScreen canStart={canStart} />
    </PageContainer>
  );
};

export default TableProjectPacksPage;
