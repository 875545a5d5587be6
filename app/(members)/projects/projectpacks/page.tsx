import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Project Packs" };

const ProjectPacksPage = async () => {
  await requirePageAccess("/projects/projectpacks");
  return (
    <PlaceholderPage
      title="Project Packs"
      description="Create and edit project packs: the stages and elements a project application goes through."
    />
  );
};

export default ProjectPacksPage;
