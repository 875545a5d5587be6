import { formatCount, pageOf } from "@/lib/format-count";
import { istDay } from "@/lib/india-time";
import { TableHead, type TTableColumn } from "@/components/ui/table-head";
import { TableScroll } from "@/components/ui/table-scroll";
import type { TFcraDonation } from "@/lib/content/types";
import { formatAmount } from "@/lib/payments/payment-labels";
import { contributionStatusLabel } from "./contribution-status";
import { DONOR_TYPE_OPTIONS } from "./fcra-fields";

type TTotals = { currency: string; amount: number }[];

type TFcraDonationTableProps = {
  yearLabel: string;
  /** The donations shown: the whole year, or one page of it. */
  donations: TFcraDonation[];
  /** How many the year has (the page's count when not given). */
  total?: number;
  /** When the donations are one page of several. */
  page?: { number: number; of: number };
  /** Received in the year (by the receipts' dates, whatever year the pledge was made in), per currency. */
  totals: TTotals;
  /** Pledged and not yet paid, per currency. */
  pledged: TTotals;
};

/** As the payments list writes it (formatAmount): "₹1,25,000.00", "USD 1,250.50"; the amount is in whole units. */
const money = (amount: number, currency: string) => {
  const paise = Math.round(amount * 100);
  return Number.isSafeInteger(paise) ? formatAmount(paise, currency) : `${currency} ${amount}`;
};

const donorTypeLabel = (type: string) => DONOR_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;

const CELL = "px-3 py-2 text-left align-top";
const COLUMNS: readonly TTableColumn[] = [
  { label: "Reference" },
  { label: "Date" },
  { label: "Donor" },
  { label: "Type" },
  { label: "Country" },
  { label: "Amount", align: "right" },
  { label: "Purpose" },
  { label: "Status" },
];

/**
 * One financial year's donations (the Admin's list, or a page of it), with what was received in
 * the year (by receipt date) and what is still pledged of the year's pledges, per currency.
 */
export const FcraDonationTable = ({
  yearLabel,
  donations,
  total = donations.length,
  page,
  totals,
  pledged,
}: TFcraDonationTableProps) => {
  // Money is counted by receipt date and pledges by pledge year: a year may have receipts and no pledge.
  if (total === 0 && totals.length === 0 && pledged.length === 0) {
    return (
      <p className="text-sm text-slate-600" aria-live="polite">
        No donations recorded for {yearLabel}.
      </p>
    );
  }
  const sum = (list: TTotals) => list.map((entry) => money(entry.amount, entry.currency)).join(" + ");
  const pageText = page ? `, ${pageOf(page.number, page.of)}` : "";
  const count = total === 0 ? "No donations" : `${formatCount(total)} donation${total === 1 ? "" : "s"}`;
  return (
    <>
      <p className="text-sm text-slate-700" aria-live="polite">
        {count} pledged in {yearLabel}. Received in {yearLabel}, by receipt date:{" "}
        {totals.length > 0 ? sum(totals) : "nothing yet"}.{pledged.length > 0 && ` Pledged, not yet paid: ${sum(pledged)}.`}
      </p>
      {donations.length > 0 && (
        <TableScroll label={`Donations of ${yearLabel}`} className="mt-3 rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">
              FCRA donations of {yearLabel}
              {pageText}
            </caption>
            <TableHead columns={COLUMNS} className="bg-slate-100 text-slate-700" cellClassName={CELL} />
            <tbody className="divide-y divide-slate-100">
              {donations.map((donation) => (
                <tr key={donation.id}>
                  <td className={`${CELL} font-mono whitespace-nowrap`}>{donation.referenceNo}</td>
                  <td className={`${CELL} whitespace-nowrap`}>{istDay(donation.createdAt)}</td>
                  <td className={CELL}>
                    {donation.organisationName ?? donation.donorName}
                    <span className="block text-xs text-slate-600">{donation.email}</span>
                  </td>
                  <td className={CELL}>{donorTypeLabel(donation.donorType)}</td>
                  <td className={CELL}>{donation.country}</td>
                  <td className={`${CELL} text-right whitespace-nowrap`}>{money(donation.amount, donation.currency)}</td>
                  <td className={CELL}>{donation.purpose}</td>
                  <td className={`${CELL} whitespace-nowrap`}>{contributionStatusLabel(donation.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
};
