// Browser calls of the members' gallery, the same ones the public gallery uses:
// getallgallerysummery (the years) and getprojectapplicationsforgallery (a year's projects, a page).
import { failure, success, type TResult } from "@/components/shared/post-form";
import { isRecord, requestJson } from "@/components/shared/request-json";
import type { TGalleryProjectPage, TGallerySummary } from "@/lib/content/types";

export const fetchGallerySummary = async (signal?: AbortSignal): Promise<TResult<TGallerySummary[]>> => {
  const reply = await requestJson("/api/projects/getallgallerysummery", { signal });
  return reply.ok && isRecord(reply.data) && Array.isArray(reply.data.gallerysummarylist)
    ? success(reply.data.gallerysummarylist as TGallerySummary[])
    : failure(reply, "The gallery could not be loaded.");
};

export const fetchGalleryProjects = async (
  year: number,
  startrecord: number,
  takerecord: number,
  signal?: AbortSignal,
): Promise<TResult<TGalleryProjectPage>> => {
  const reply = await requestJson("/api/projects/getprojectapplicationsforgallery", {
    method: "POST",
    body: { year, startrecord, takerecord },
    signal,
  });
  return reply.ok && isRecord(reply.data) && Array.isArray(reply.data.projects)
    ? success(reply.data as unknown as TGalleryProjectPage)
    : failure(reply, "The projects could not be loaded.");
};
