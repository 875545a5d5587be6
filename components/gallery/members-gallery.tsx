"use client";

// rti/projectgallery, the members' view of the project gallery: the years with their projects,
// twelve at a time, from the same calls the public gallery uses (getallgallerysummery,
// getprojectapplicationsforgallery). Completed grant projects arrive here the moment their final
// payment is recorded.
import { useEffect, useState } from "react";
import { isRecord, readApiError, requestJson } from "@/components/shared/request-json";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { PageButtons } from "@/components/ui/page-buttons";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import type { TGalleryProject, TGallerySummary } from "@/lib/content/types";
import { GalleryProjectCard } from "./gallery-project-card";

const PAGE_SIZE = 12;

export const MembersGallery = () => {
  const [years, setYears] = useState<TGallerySummary[] | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  /** The page loaded last, with the year and page it is of (a newer choice shows loading until its page arrives). */
  const [loaded, setLoaded] = useState<{ key: string; projects: TGalleryProject[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    requestJson("/api/projects/getallgallerysummery", { signal: controller.signal })
      .then((reply) => {
        if (reply.ok && isRecord(reply.data) && Array.isArray(reply.data.gallerysummarylist)) {
          const list = reply.data.gallerysummarylist as TGallerySummary[];
          setYears(list);
          setYear(list[0]?.year ?? null);
        } else setError(readApiError(reply.data).message ?? "The gallery could not be loaded.");
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (year === null) return;
    const controller = new AbortController();
    const key = `${year}:${page}`;
    requestJson("/api/projects/getprojectapplicationsforgallery", {
      method: "POST",
      body: { year, startrecord: page * PAGE_SIZE, takerecord: PAGE_SIZE },
      signal: controller.signal,
    })
      .then((reply) => {
        if (reply.ok && isRecord(reply.data) && Array.isArray(reply.data.projects))
          setLoaded({ key, ...(reply.data as unknown as { projects: TGalleryProject[]; total: number }) });
        else setError(readApiError(reply.data).message ?? "The projects could not be loaded.");
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [year, page]);

  const projects = loaded?.key === `${year}:${page}` ? loaded : null;
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!years) return <Skeleton label="Loading the gallery" lines={4} />;
  if (years.length === 0)
    return (
      <EmptyState
        title="No projects in the gallery yet"
        description="Completed projects appear here once they are paid in full."
      />
    );
  return (
    <div className="space-y-6">
      <Select
        label="Year"
        className="max-w-xs"
        value={String(year ?? "")}
        onChange={(event) => {
          setYear(Number(event.target.value));
          setPage(0);
        }}
        options={years.map((item) => ({ value: String(item.year), label: item.yearString }))}
      />
      {!projects && <Skeleton label="Loading the projects" lines={4} />}
      {projects && projects.total === 0 && <EmptyState title="No projects in this year" />}
      {projects && projects.total > 0 && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {projects.total.toLocaleString("en-IN")} {projects.total === 1 ? "project" : "projects"}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.projects.map((project, index) => (
              <li key={project.id}>
                <GalleryProjectCard project={project} eager={index < 3} />
              </li>
            ))}
          </ul>
          <PageButtons label="Pages of projects" page={page} pages={Math.ceil(projects.total / PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </div>
  );
};
