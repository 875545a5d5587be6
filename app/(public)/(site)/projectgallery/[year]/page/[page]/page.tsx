// /projectgallery/{year}?page=n (rewritten here by next.config.mjs). ISR, rendered on first visit.
import type { Metadata } from "next";
import { galleryYearMetadata, GalleryYearView, parseGalleryYear } from "@/components/gallery/gallery-year-view";
import { parsePageNumber } from "@/components/public/pagination";

export const revalidate = 600;

export const generateStaticParams = async (): Promise<{ year: string; page: string }[]> => [];

type TProps = { params: Promise<{ year: string; page: string }> };

export const generateMetadata = async ({ params }: TProps): Promise<Metadata> => {
  const { year, page } = await params;
  return galleryYearMetadata(parseGalleryYear(year), parsePageNumber(page) ?? 1);
};

const ProjectGalleryYearPagedPage = async ({ params }: TProps) => {
  const { year, page } = await params;
  return <GalleryYearView year={parseGalleryYear(year)} page={parsePageNumber(page)} />;
};

export default ProjectGalleryYearPagedPage;
