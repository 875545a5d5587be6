"use client";

// The Admin's view of FCRA donations by financial year, under the public form. It asks the
// Admin-only API only when the browser's session is an Admin's, so /fcradonations stays static.
import { useState } from "react";
import { useCurrentUser } from "@/components/layout/current-user-provider";
import { useLoad } from "@/components/shared/use-load";
import { LoadError } from "@/components/ui/load-error";
import { Select } from "@/components/ui/select";
import { PageButtons } from "@/components/ui/page-buttons";
import { Spinner } from "@/components/ui/spinner";
import { financialYearOf, formatYear } from "@/lib/content/year";
import { fetchFcraDonationsByYear, type TFcraYear } from "./contribution-api";
import { FcraDonationTable } from "./fcra-donation-table";

const YEARS_SHOWN = 6;
const PAGE_SIZE = 50;

type TFcraYearPanelProps = {
  yearLabel: string;
  loading: boolean;
  data: TFcraYear | null;
  error: string | null;
  onRetry: () => void;
  /** 0-based. */
  page: number;
  onPage: (page: number) => void;
};

/**
 * The year's donations, or their loading or failure. Only the spinner's status and the summary
 * line are announced: a live region around the table would read up to 50 rows on every change.
 */
export const FcraYearPanel = ({ yearLabel, loading, data, error, onRetry, page, onPage }: TFcraYearPanelProps) => (
  <div className="mt-5" aria-busy={loading}>
    {loading && <Spinner label="Loading donations" />}
    {!loading && !data && <LoadError title="The donations could not be loaded." message={error} onRetry={onRetry} />}
    {data && (
      <div className="space-y-3">
        <FcraDonationTable
          yearLabel={yearLabel}
          donations={data.donations}
          total={data.total}
          page={data.pages > 1 ? { number: page + 1, of: data.pages } : undefined}
          totals={data.totals}
          pledged={data.pledged}
        />
        <PageButtons label={`Pages of donations of ${yearLabel}`} page={page} pages={data.pages} onPage={onPage} />
      </div>
    )}
  </div>
);

const AdminDonations = () => {
  const current = financialYearOf(new Date());
  const years = Array.from({ length: YEARS_SHOWN }, (_, back) => current - back * 101);
  const [year, setYear] = useState(current);
  // 0-based; back to the first page when the year changes.
  const [page, setPage] = useState(0);
  // Another year or page shows as loading until its donations arrive.
  const {
    loading,
    value: data,
    error,
    retry,
  } = useLoad(`fcra-${year}-${page}`, (signal) => fetchFcraDonationsByYear(year, page + 1, PAGE_SIZE, signal));

  return (
    <section aria-labelledby="fcra-admin-title" className="mt-16 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="fcra-admin-title" className="text-xl font-semibold text-slate-900">
          Donations by year <span className="text-sm font-normal text-slate-600">(Admin)</span>
        </h2>
        <Select
          label="Financial year"
          value={String(year)}
          onChange={(event) => {
            setYear(Number(event.target.value));
            setPage(0);
          }}
          options={years.map((value) => ({ value: String(value), label: formatYear(value) }))}
          className="w-40"
        />
      </div>
      <FcraYearPanel
        yearLabel={formatYear(year)}
        loading={loading}
        data={data}
        error={error}
        onRetry={retry}
        page={page}
        onPage={setPage}
      />
    </section>
  );
};

/** Nothing for visitors and members; the list for Admins. */
export const FcraAdminList = () => {
  const session = useCurrentUser();
  return session.status === "authenticated" && session.user.isAdmin ? <AdminDonations /> : null;
};
