import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Project Gallery" };

const ProjectGalleryPage = () => (
  <PlaceholderPage
    title="Project Gallery"
    description="Photos and summaries of the foundation's projects, grouped by project year."
  />
);

export default ProjectGalleryPage;
