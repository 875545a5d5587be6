"use client";

// The Admin's view of FCRA donations by financial year, under the public form. It asks the
// Admin-only API only when the browser's session is an Admin's, so /fcradonations stays static.
import { useEffect, useState } from "react";
import { useCurrentUser } from "@/components/layout/current-user-provider";
import { isRecord, requestJson } from "@/components/shared/request-json";
import { Alert } from "@/components/ui/alert";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { financialYearOf, formatYear } from "@/lib/content/year";
import type { TFcraDonation } from "@/lib/content/types";
import { FcraDonationTable } from "./fcra-donation-table";

type TYearReply = { donations: TFcraDonation[]; totals: { currency: string; amount: number }[] };
type TLoad = { state: "loading" } | { state: "error"; message: string } | ({ state: "ready" } & TYearReply);

const YEARS_SHOWN = 6;

const readReply = (data: unknown): TYearReply | null => {
  if (!isRecord(data) || !Array.isArray(data.fcradonations)) return null;
  return {
    donations: data.fcradonations as TFcraDonation[],
    totals: Array.isArray(data.totals) ? (data.totals as TYearReply["totals"]) : [],
  };
};

const AdminDonations = () => {
  const current = financialYearOf(new Date());
  const years = Array.from({ length: YEARS_SHOWN }, (_, back) => current - back * 101);
  const [year, setYear] = useState(current);
  const [load, setLoad] = useState<TLoad>({ state: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    requestJson(`/api/fcradonations/getfcradonationbyyear/${year}`, { signal: controller.signal }).then(
      ({ ok, data }) => {
        const reply = ok ? readReply(data) : null;
        setLoad(reply ? { state: "ready", ...reply } : { state: "error", message: "The donations could not be loaded." });
      },
      () => {}, // aborted: a newer year was chosen
    );
    return () => controller.abort();
  }, [year]);

  const choose = (value: string) => {
    setLoad({ state: "loading" });
    setYear(Number(value));
  };

  return (
    <section aria-labelledby="fcra-admin-title" className="mt-16 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="fcra-admin-title" className="text-xl font-semibold text-slate-900">
          Donations by year <span className="text-sm font-normal text-slate-600">(Admin)</span>
        </h2>
        <Select
          label="Financial year"
          value={String(year)}
          onChange={(event) => choose(event.target.value)}
          options={years.map((value) => ({ value: String(value), label: formatYear(value) }))}
          className="w-40"
        />
      </div>
      <div className="mt-5" aria-live="polite" aria-busy={load.state === "loading"}>
        {load.state === "loading" && <Spinner label="Loading donations" />}
        {load.state === "error" && <Alert tone="error">{load.message}</Alert>}
        {load.state === "ready" && (
          <FcraDonationTable yearLabel={formatYear(year)} donations={load.donations} totals={load.totals} />
        )}
      </div>
    </section>
  );
};

/** Nothing for visitors and members; the list for Admins. */
export const FcraAdminList = () => {
  const session = useCurrentUser();
  return session.status === "authenticated" && session.user.isAdmin ? <AdminDonations /> : null;
};
