"use client";

import { useState } from "react";
import { useLoad } from "@/components/shared/use-load";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageButtons } from "@/components/ui/page-buttons";
import { Skeleton } from "@/components/ui/skeleton";
import { TableScroll } from "@/components/ui/table-scroll";
import { listRecipients, type TRecipientPage } from "./massmail-api";

const FILTERS = [
  { value: "", label: "All" },
  { value: "SENT", label: "Sent" },
  { value: "FAILED", label: "Failed" },
  { value: "PENDING", label: "Waiting" },
  { value: "SKIPPED", label: "Unsubscribed" },
];
// A recipient's status in the filters' words (a copy being handed to the mail server: Sending).
const STATUS_LABELS: Record<string, string> = {
  ...Object.fromEntries(FILTERS.filter((entry) => entry.value).map((entry) => [entry.value, entry.label])),
  SENDING: "Sending",
};

type TMailingRecipientsProps = {
  id: number;
  subject: string;
  /** The mailing's counts and status: the list loads again when they move. */
  progress: string;
};

/** A mailing's recipients, a page at a time, filtered by status. */
export const MailingRecipients = ({ id, subject, progress }: TMailingRecipientsProps) => {
  const [filter, setFilter] = useState("");
  const [page, setPage] = useState(1);
  // Loaded again as the progress moves, so the page shows the statuses of now; the rows stay on
  // screen meanwhile, but only for the same filter and page (never another filter's rows).
  const view = `${filter}:${page}`;
  const recipients = useLoad(
    `${id}:${view}:${progress}`,
    async (signal) => {
      const result = await listRecipients(id, page, filter, signal);
      return result.ok ? { ...result, value: { view, ...result.value } } : result;
    },
    { keepStale: true },
  );
  const rows: TRecipientPage | null = recipients.value?.view === view ? recipients.value : null;
  const pages = rows ? Math.max(1, Math.ceil(rows.total / rows.pageSize)) : 1;

  return (
    <>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Show recipients">
        {FILTERS.map((entry) => (
          <Button
            key={entry.value}
            size="sm"
            variant={filter === entry.value ? "primary" : "secondary"}
            aria-pressed={filter === entry.value}
            onClick={() => {
              setFilter(entry.value);
              setPage(1);
            }}
          >
            {entry.label}
          </Button>
        ))}
      </div>
      {recipients.error ? (
        <LoadError title="The recipients could not be loaded." message={recipients.error} onRetry={recipients.retry} />
      ) : !rows ? (
        <Skeleton label="Loading recipients" lines={3} lineClassName="h-6" />
      ) : rows.recipients.length === 0 ? (
        <EmptyState title="No recipients here" />
      ) : (
        <TableScroll label={`Recipients of ${subject}`}>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Recipients of {subject}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  E-mail
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  Note
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.recipients.map((row) => (
                <tr key={row.id} className="border-b border-slate-100">
                  <td className="py-2 pr-4">{row.name}</td>
                  <td className="py-2 pr-4 break-all">{row.email}</td>
                  <td className="py-2 pr-4">{STATUS_LABELS[row.status] ?? row.status}</td>
                  <td className="py-2 text-slate-600">{row.status === "SENT" ? "" : (row.lastError ?? "")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <PageButtons label="Pages of recipients" page={page - 1} pages={pages} onPage={(next) => setPage(next + 1)} />
    </>
  );
};
