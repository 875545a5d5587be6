import type { Metadata } from "next";
import { MembersGallery } from "@/components/gallery/members-gallery";
import { PageContainer } from "@/components/layout/page-container";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Project Gallery (RTI)" };

const ProjectGalleryRtiPage = async () => {
  await requirePageAccess("/rti/projectgallery");
  return (
    <PageContainer
      width="wide"
      title="Project Gallery"
      description={<p>The completed projects of every table and circle, by year, as the public gallery shows them.</p>}
    >
      <MembersGallery />
    </PageContainer>
  );
};

export default ProjectGalleryRtiPage;
