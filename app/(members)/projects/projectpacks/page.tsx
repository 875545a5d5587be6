import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { PacksScreen } from "@/components/project-packs/packs-screen";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Project Packs" };

const ProjectPacksPage = async () => {
  await requirePageAccess("/projects/projectpacks");
  return (
    <PageContainer
      title="Project Packs"
      width="wide"
      description="Create and edit project packs: the stages and elements a project application goes through."
    >
      <PacksScreen />
    </PageContainer>
  );
};

export default ProjectPacksPage;
