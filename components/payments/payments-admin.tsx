"use client";

import { useState } from "react";
import { formatCount, pageOf } from "@/lib/format-count";
import { SearchFailure, useSearchedPage } from "@/components/shared/use-searched-page";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LiveRegion } from "@/components/ui/live-region";
import { PageButtons } from "@/components/ui/page-buttons";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { financialYearOf, formatYear } from "@/lib/content/year";
import { FIRST_RECEIPT_YEAR } from "@/lib/payments/payment-labels";
import { FILTER_FIELDS, PaymentFilterForm } from "./payment-filter-form";
import {
  downloadForm10bd,
  downloadPaymentsCsv,
  EMPTY_PAYMENT_FILTER,
  fetchPayments,
  type TAdminPayment,
  type TPaymentFilter,
  type TPaymentPage,
} from "./payments-api";
import { PaymentsTable } from "./payments-table";
import { RefundDialog } from "./refund-dialog";

const PAGE_SIZE = 25;

/** Financial years from the first with receipts to the current one, newest first. */
const financialYears = () => {
  const current = financialYearOf(new Date());
  const years: { value: string; label: string }[] = [];
  for (let start = Math.floor(current / 100); start >= FIRST_RECEIPT_YEAR; start -= 1) {
    const year = start * 100 + ((start + 1) % 100);
    years.push({ value: String(year), label: formatYear(year) });
  }
  return years;
};

/** /payments: the secretariat's list of online payments, its CSV, Form 10BD and refunds. */
export const PaymentsAdmin = () => {
  const [filter, setFilter] = useState<TPaymentFilter>(EMPTY_PAYMENT_FILTER);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<TFormStatus>(null);
  const [refunding, setRefunding] = useState<TAdminPayment | null>(null);
  // A refund refused as out of date (409): the list is loaded again when its dialog closes.
  const [outdated, setOutdated] = useState(false);
  const [years] = useState(financialYears);
  const [year, setYear] = useState(() => years[0]?.value ?? "");
  const [busy, setBusy] = useState<"csv" | "10bd" | null>(null);
  const key = JSON.stringify([filter, page]);
  const { data, error, fieldErrors, refused, loading, retry, refresh, change } = useSearchedPage<TPaymentPage>(
    key,
    (signal) => fetchPayments(filter, page + 1, PAGE_SIZE, signal),
    FILTER_FIELDS,
  );

  const download = async (kind: "csv" | "10bd") => {
    setBusy(kind);
    setStatus(null);
    const failure = kind === "csv" ? await downloadPaymentsCsv(filter) : await downloadForm10bd(Number(year));
    setBusy(null);
    if (failure) setStatus({ tone: "error", text: failure });
  };

  const refunded = (payment: TAdminPayment) => {
    change((current) => ({
      ...current,
      payments: current.payments.map((entry) => (entry.orderId === payment.orderId ? payment : entry)),
    }));
    setRefunding(null);
    // A refund changes other rows too: the other payment of a pledge paid twice takes the receipt.
    void refresh();
    setStatus({
      tone: "success",
      text: `The payment ${payment.referenceNo} is recorded as refunded${payment.receiptNo ? ` and receipt ${payment.receiptNo} is cancelled` : ""}.`,
    });
  };

  const closeRefund = () => {
    setRefunding(null);
    if (!outdated) return;
    setOutdated(false);
    void refresh();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-end gap-3">
        <Button variant="secondary" loading={busy === "csv"} onClick={() => void download("csv")}>
          Export CSV
        </Button>
        <div className="flex items-end gap-2">
          <Select label="Financial year" options={years} value={year} onChange={(event) => setYear(event.target.value)} />
          <Button variant="secondary" loading={busy === "10bd"} onClick={() => void download("10bd")} disabled={!year}>
            Form 10BD
          </Button>
        </div>
      </div>
      <PaymentFilterForm
        errors={fieldErrors}
        onSearch={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <FormStatus status={status} />
      <SearchFailure refused={refused} error={error} title="The payments could not be loaded." onRetry={retry} />
      <LiveRegion className="sr-only">{loading ? "Loading payments…" : ""}</LiveRegion>
      {loading && !data ? (
        <Skeleton label="Loading payments…" lines={5} />
      ) : data && data.payments.length === 0 ? (
        <EmptyState
          icon="info"
          title="No payments match this search."
          description="Change the dates or the filters, or clear them to see every payment."
        />
      ) : (
        data && (
          <div className="space-y-3" aria-busy={loading}>
            <p className="text-sm text-slate-600" aria-live="polite">
              {formatCount(data.total)} {data.total === 1 ? "payment" : "payments"} found
            </p>
            <PaymentsTable
              payments={data.payments}
              caption={`Payments, newest first, ${pageOf(page + 1, data.pages)}`}
              onRefund={setRefunding}
            />
            <PageButtons label="Pages of payments" page={page} pages={data.pages} onPage={setPage} />
          </div>
        )
      )}
      <RefundDialog payment={refunding} onClose={closeRefund} onRefunded={refunded} onStale={() => setOutdated(true)} />
    </div>
  );
};
