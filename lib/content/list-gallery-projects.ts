// One gallery year's projects, a page at a time (POST /api/projects/getprojectapplicationsforgallery).
import { getDb } from "../db/client";
import { galleryProjectSelect, toGalleryProject } from "./shapes";
import type { TGalleryProjectPage } from "./types";

export const MAX_GALLERY_TAKE = 100;

export type TListGalleryProjects = { year: number; startrecord?: number; takerecord?: number };

export const listGalleryProjects = async ({
  year,
  startrecord = 0,
  takerecord = 12,
}: TListGalleryProjects): Promise<TGalleryProjectPage> => {
  const prisma = await getDb();
  const where = { year };
  const [rows, total] = await Promise.all([
    prisma.galleryProject.findMany({
      where,
      orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
      skip: Math.max(0, Math.floor(startrecord)),
      take: Math.min(Math.max(1, Math.floor(takerecord)), MAX_GALLERY_TAKE),
      select: galleryProjectSelect,
    }),
    prisma.galleryProject.count({ where }),
  ]);
  return { projects: rows.map(toGalleryProject), total };
};
