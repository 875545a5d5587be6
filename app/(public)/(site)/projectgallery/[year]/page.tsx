import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Project Gallery" };

/** 202223 -> "2022-23"; other values as they are. */
const formatProjectYear = (year: string) => (/^\d{6}$/.test(year) ? `${year.slice(0, 4)}-${year.slice(4)}` : year);

type TProps = { params: Promise<{ year: string }> };

const ProjectGalleryPage = async ({ params }: TProps) => {
  const { year } = await params;
  return (
    <PlaceholderPage
      title="Project Gallery"
      description={`The projects of ${formatProjectYear(year)}, with their photos and reports.`}
    />
  );
};

export default ProjectGalleryPage;
