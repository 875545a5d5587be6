import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Project Grants" };

const ProjectGrantsPage = () => (
  <PlaceholderPage
    title="Project Grants"
    description="How tables and circles apply for project grants, and what the foundation funds."
  />
);

export default ProjectGrantsPage;
