// /projectgallery/{year}?page=n (rewritten here by next.config.mjs). ISR, rendered on first visit.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { galleryYearHead, GalleryYearView } from "@/components/gallery/gallery-year-view";
import { parsePageNumber } from "@/components/public/pagination";
import { loadGalleryYearPage, parseGalleryYear } from "@/lib/content/gallery-year-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 600;

export const generateStaticParams = async (): Promise<{ year: string; page: string }[]> => [];

type TProps = { params: Promise<{ year: string; page: string }> };

/** One read for the metadata and the page of the same request. */
const loadPage = cache((year: string, page: string) => loadGalleryYearPage(parseGalleryYear(year), parsePageNumber(page)));

export const generateMetadata = async ({ params }: TProps): Promise<Metadata> => {
  const { year, page } = await params;
  const gallery = await loadPage(year, page);
  return gallery ? pageMetadata(galleryYearHead(gallery)) : { title: "Project Gallery" };
};

const ProjectGalleryYearPagedPage = async ({ params }: TProps) => {
  const { year, page } = await params;
  const gallery = await loadPage(year, page);
  if (!gallery) notFound();
  return <GalleryYearView {...gallery} />;
};

export default ProjectGalleryYearPagedPage;
