import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Project Gallery (RTI)" };

const ProjectGalleryRtiPage = async () => {
  await requirePageAccess("/rti/projectgallery");
  return (
    <PlaceholderPage
      title="Project Gallery (RTI)"
      description="Add and manage the photos and reports shown in the public project gallery."
    />
  );
};

export default ProjectGalleryRtiPage;
