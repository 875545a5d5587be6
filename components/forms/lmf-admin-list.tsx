"use client";

// /manage/lmfapplications: the secretariat's list of life-member-friend applications, newest first,
// 50 a page (getalllmf); each opens its details and documents (getlmfbyid). Payments of the fee,
// their receipts and refunds are on /payments.
import { useState } from "react";
import { formatCount, pageOf } from "@/lib/format-count";
import { useLoad } from "@/components/shared/use-load";
import { EmptyState } from "@/components/ui/empty-state";
import { LiveRegion } from "@/components/ui/live-region";
import { LoadError } from "@/components/ui/load-error";
import { PageButtons } from "@/components/ui/page-buttons";
import { Skeleton } from "@/components/ui/skeleton";
import type { TLmfApplication } from "@/lib/content/types";
import { fetchLmfApplications, type TLmfPage } from "./contribution-api";
import { LmfApplicationDialog } from "./lmf-application-dialog";
import { LmfApplicationTable } from "./lmf-application-table";

const PAGE_SIZE = 50;

export const LmfAdminList = () => {
  // 0-based.
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<TLmfApplication | null>(null);
  const {
    loading,
    value: stale,
    error,
    retry,
  } = useLoad<TLmfPage>(`lmf-${page}`, (signal) => fetchLmfApplications(page + 1, PAGE_SIZE, signal), { keepStale: true });
  // The rows of the page before stay while the next one loads, never beside its failure.
  const data = error ? null : stale;

  return (
    <div className="space-y-4">
      {error && <LoadError title="The applications could not be loaded." message={error} onRetry={retry} />}
      <LiveRegion className="sr-only">{loading ? "Loading applications…" : ""}</LiveRegion>
      {loading && !data ? (
        <Skeleton label="Loading applications…" lines={5} />
      ) : data && data.total === 0 ? (
        <EmptyState
          icon="info"
          title="No LMF applications yet."
          description="Applications sent from the Become a LMF page appear here, newest first."
        />
      ) : (
        data && (
          <div className="space-y-3" aria-busy={loading}>
            <p className="text-sm text-slate-600" aria-live="polite">
              {formatCount(data.total)} {data.total === 1 ? "application" : "applications"}
            </p>
            <LmfApplicationTable
              applications={data.applications}
              caption={`LMF applications, newest first, ${pageOf(page + 1, data.pages)}`}
              onOpen={setOpen}
            />
            <PageButtons label="Pages of LMF applications" page={page} pages={data.pages} onPage={setPage} />
          </div>
        )
      )}
      <LmfApplicationDialog application={open} onClose={() => setOpen(null)} />
    </div>
  );
};
