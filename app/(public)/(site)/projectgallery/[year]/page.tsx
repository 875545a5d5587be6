// /projectgallery/{year}: that year's projects, page 1 (later pages: ?page=n, rewritten to
// ./page/[page]). ISR: each year is rendered on its first visit and then cached.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { galleryYearHead, GalleryYearView } from "@/components/gallery/gallery-year-view";
import { loadGalleryYearPage, parseGalleryYear } from "@/lib/content/gallery-year-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 600;

export const generateStaticParams = async (): Promise<{ year: string }[]> => [];

type TProps = { params: Promise<{ year: string }> };

/** One read for the metadata and the page of the same request. */
const loadFirstPage = cache((year: string) => loadGalleryYearPage(parseGalleryYear(year), 1));

export const generateMetadata = async ({ params }: TProps): Promise<Metadata> => {
  const gallery = await loadFirstPage((await params).year);
  return gallery ? pageMetadata(galleryYearHead(gallery)) : { title: "Project Gallery" };
};

const ProjectGalleryYearPage = async ({ params }: TProps) => {
  const gallery = await loadFirstPage((await params).year);
  if (!gallery) notFound();
  return <GalleryYearView {...gallery} />;
};

export default ProjectGalleryYearPage;
