"use client";

import { istDay } from "@/lib/india-time";
import { unitLabel } from "@/lib/tables/unit-label";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableHead, type TTableColumn } from "@/components/ui/table-head";
import { TableScroll } from "@/components/ui/table-scroll";
import type { TLmfApplication, TPaymentStatus } from "@/lib/content/types";
import { formatAmount } from "@/lib/payments/payment-labels";
import { contributionStatusLabel } from "./contribution-status";

const STATUS_TONES: Record<TPaymentStatus, "brand" | "neutral" | "warning"> = {
  pending_payment: "neutral",
  paid: "brand",
  failed: "warning",
  cancelled: "warning",
};

/** The fee as the payments screens write it ("₹25,000.00"). */
export const lmfFee = (application: Pick<TLmfApplication, "amount" | "currency">) =>
  formatAmount(Math.round(application.amount * 100), application.currency);

export const LmfStatusBadge = ({ status }: { status: TPaymentStatus }) => (
  <Badge tone={STATUS_TONES[status]}>{contributionStatusLabel(status)}</Badge>
);

const CELL = "px-4 py-3 text-left align-top";
const COLUMNS: readonly TTableColumn[] = [
  { label: "Reference" },
  { label: "Applied on" },
  { label: "Applicant" },
  { label: "Table / Circle" },
  { label: "Fee", align: "right" },
  { label: "Payment" },
  { label: <span className="sr-only">Details</span> },
];

/** One page of LMF applications, each with a button that opens its details. */
export const LmfApplicationTable = ({
  applications,
  caption,
  onOpen,
}: {
  applications: TLmfApplication[];
  caption: string;
  onOpen: (application: TLmfApplication) => void;
}) => (
  <TableScroll label="LMF applications" className="rounded-xl border border-slate-200 bg-white shadow-sm">
    <table className="min-w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <TableHead
        columns={COLUMNS}
        className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase"
        cellClassName={`${CELL} whitespace-nowrap`}
      />
      <tbody className="divide-y divide-slate-200">
        {applications.map((application) => (
          <tr key={application.id}>
            <td className={`${CELL} font-mono whitespace-nowrap`}>{application.referenceNo}</td>
            <td className={`${CELL} whitespace-nowrap`}>{istDay(application.createdAt)}</td>
            <td className={CELL}>
              <span className="font-medium text-slate-900">{application.applicantName}</span>
              <span className="block text-slate-500">{application.email}</span>
            </td>
            <td className={CELL}>{unitLabel(application) ?? "NA"}</td>
            <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>{lmfFee(application)}</td>
            <td className={CELL}>
              <LmfStatusBadge status={application.status} />
            </td>
            <td className={`${CELL} text-right`}>
              <Button size="sm" variant="secondary" onClick={() => onOpen(application)}>
                Details<span className="sr-only"> of {application.referenceNo}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </TableScroll>
);
