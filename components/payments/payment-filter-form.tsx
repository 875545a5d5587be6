"use client";

import { useState, type FormEvent } from "react";
import type { TFieldErrors } from "@/components/shared/request-json";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { refuseHalfTypedDates, TextField } from "@/components/ui/text-field";
import { EARLIEST_DATE } from "@/lib/projects/element-kinds";
import {
  LEDGER_LABELS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  PURPOSE_LABELS,
  RECEIPT_LEDGERS,
  STATUS_LABELS,
} from "@/lib/payments/payment-labels";
import { EMPTY_PAYMENT_FILTER, type TPaymentFilter } from "./payments-api";

const PURPOSE_OPTIONS = [
  { value: "", label: "All kinds" },
  ...PAYMENT_PURPOSES.map((value) => ({ value, label: PURPOSE_LABELS[value] })),
];
const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  ...PAYMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];
const LEDGER_OPTIONS = [
  { value: "", label: "Both ledgers" },
  ...RECEIPT_LEDGERS.map((value) => ({ value, label: LEDGER_LABELS[value] })),
];

/** The filters the list may refuse, by their names in the query. */
export const FILTER_FIELDS = ["q", "from", "to", "purpose", "status", "ledger"] as const;

type TPaymentFilterFormProps = {
  onSearch: (filter: TPaymentFilter) => void;
  /** The list's refusals, by field. */
  errors: TFieldErrors;
};

/** The payments search: IST days from/to (both included), kind, status, ledger, and words. */
export const PaymentFilterForm = ({ onSearch, errors }: TPaymentFilterFormProps) => {
  const [filter, setFilter] = useState<TPaymentFilter>(EMPTY_PAYMENT_FILTER);
  const set = (key: keyof TPaymentFilter) => (event: { target: { value: string } }) =>
    setFilter((current) => ({ ...current, [key]: event.target.value }));
  const badRange = filter.from !== "" && filter.to !== "" && filter.from > filter.to;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refuseHalfTypedDates(event.currentTarget)) return;
    if (!badRange) onSearch(filter);
  };

  return (
    <form
      role="search"
      aria-label="Find payments"
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Donor, e-mail, reference, receipt or order number"
          type="search"
          value={filter.q}
          maxLength={100}
          onChange={set("q")}
          error={errors.q}
          className="lg:col-span-3"
        />
        <TextField
          label="From"
          type="date"
          min={EARLIEST_DATE}
          value={filter.from}
          onChange={set("from")}
          hint="India time"
          error={errors.from}
        />
        <TextField
          label="To"
          type="date"
          min={EARLIEST_DATE}
          value={filter.to}
          onChange={set("to")}
          error={badRange ? "Must be on or after the From date." : errors.to}
        />
        <Select label="Kind" options={PURPOSE_OPTIONS} value={filter.purpose} onChange={set("purpose")} error={errors.purpose} />
        <Select label="Status" options={STATUS_OPTIONS} value={filter.status} onChange={set("status")} error={errors.status} />
        <Select label="Ledger" options={LEDGER_OPTIONS} value={filter.ledger} onChange={set("ledger")} error={errors.ledger} />
      </div>
      <div className="flex justify-end gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            setFilter(EMPTY_PAYMENT_FILTER);
            onSearch(EMPTY_PAYMENT_FILTER);
          }}
        >
          Clear
        </Button>
        <Button type="submit" disabled={badRange}>
          Search
        </Button>
      </div>
    </form>
  );
};
