import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { StartApplicationScreen } from "@/components/projects/start-application-screen";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Start a Project Application" };

const TableProjectPacksPage = async () => {
  await requirePageAccess("/projects/tableprojectpacks");
  return (
    <PageContainer
      title="Start a Project Application"
      width="wide"
      description="Choose the project pack to apply with. Read its guidelines first: the form asks for what the pack needs."
    >
      <StartApplicationScreen />
    </PageContainer>
  );
};

export default TableProjectPacksPage;
