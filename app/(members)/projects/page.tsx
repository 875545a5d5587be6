import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Projects" };

const ProjectsPage = async () => {
  await requirePageAccess("/projects");
  return (
    <PlaceholderPage title="Projects" description="Your table's project applications and their progress through each stage." />
  );
};

export default ProjectsPage;
