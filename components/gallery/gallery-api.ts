// Browser calls of the members' gallery, the same ones the public gallery uses:
// getallgallerysummery (the years) and getprojectapplicationsforgallery (a year's projects, a page).
import { readReply, type TResult } from "@/components/shared/post-form";
import { requestJson } from "@/components/shared/request-json";
import type { TGalleryProjectPage, TGallerySummary } from "@/lib/content/types";

export const fetchGallerySummary = async (signal?: AbortSignal): Promise<TResult<TGallerySummary[]>> => {
  const reply = await requestJson("/api/projects/getallgallerysummery", { signal });
  return readReply(
    reply,
    (data) => (Array.isArray(data.gallerysummarylist) ? data.gallerysummarylist : null),
    "The gallery could not be loaded.",
  );
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
  return readReply(reply, (data) => (Array.isArray(data.projects) ? data : null), "The projects could not be loaded.");
};
