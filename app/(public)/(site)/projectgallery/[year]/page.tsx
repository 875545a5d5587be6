// /projectgallery/{year}: that year's projects, page 1 (later pages: ?page=n, rewritten to
// ./page/[page]). ISR: each year is rendered on its first visit and then cached.
import type { Metadata } from "next";
import { galleryYearMetadata, GalleryYearView, parseGalleryYear } from "@/components/gallery/gallery-year-view";

export const revalidate = 600;

export const generateStaticParams = async (): Promise<{ year: string }[]> => [];

type TProps = { params: Promise<{ year: string }> };

export const generateMetadata = async ({ params }: TProps): Promise<Metadata> =>
  galleryYearMetadata(parseGalleryYear((await params).year), 1);

const ProjectGalleryYearPage = async ({ params }: TProps) => (
  <GalleryYearView year={parseGalleryYear((await params).year)} page={1} />
);

export default ProjectGalleryYearPage;
