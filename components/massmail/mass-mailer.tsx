"use client";

import { istDateTimeText } from "@/lib/india-time";
import { useState } from "react";
import { useLoad } from "@/components/shared/use-load";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageButtons } from "@/components/ui/page-buttons";
import { Skeleton } from "@/components/ui/skeleton";
import type { TAudienceOptions } from "./audience-picker";
import { ComposeForm } from "./compose-form";
import { listCountsText } from "./mail-counts";
import { MailingProgress } from "./mailing-progress";
import { listMailings } from "./massmail-api";

const LIST_STATUS: Record<string, string> = { DONE: "finished", FAILED: "given up" };

/** The Mass Mailer screen: compose and send, the mailing being watched, and the past mailings. */
export const MassMailer = ({ options }: { options: TAudienceOptions }) => {
  const [selected, setSelected] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  // A page stays on screen while the next loads; a sent mail, or one that finishes, loads it again.
  const {
    value: list,
    error,
    retry: reload,
  } = useLoad(`mailings-${page}`, (signal) => listMailings(page, signal), { keepStale: true });

  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="compose-heading">
        <h2 id="compose-heading" className="mb-4 text-xl font-semibold text-slate-900">
          New mail
        </h2>
        <ComposeForm
          options={options}
          onSent={(id) => {
            setSelected(id);
            setPage(1);
            reload();
          }}
        />
      </section>
      <div className="space-y-6">
        {selected !== null && <MailingProgress key={selected} id={selected} onChanged={reload} />}
        <section aria-labelledby="mailings-heading">
          <h2 id="mailings-heading" className="mb-3 text-xl font-semibold text-slate-900">
            Mailings
          </h2>
          {error ? (
            <LoadError title="The mailings could not be loaded." message={error} onRetry={reload} />
          ) : !list ? (
            <Skeleton label="Loading the mailings" lines={3} lineClassName="h-10" />
          ) : list.mailings.length === 0 ? (
            <EmptyState title="No mailings yet" description="Mail you send appears here with its progress." />
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {list.mailings.map((mailing) => (
                <li key={mailing.id} className="flex items-center justify-between gap-3 p-3 text-sm">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{mailing.subject}</p>
                    <p className="text-slate-600">
                      {istDateTimeText(mailing.createdAt)} · {LIST_STATUS[mailing.status] ?? "sending"} ·{" "}
                      {listCountsText(mailing.counts)}
                      {mailing.essential && " · essential"}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setSelected(mailing.id)}
                    aria-pressed={selected === mailing.id}
                  >
                    View<span className="sr-only"> {mailing.subject}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3">
            <PageButtons label="Pages of mailings" page={page - 1} pages={pages} onPage={(next) => setPage(next + 1)} />
          </div>
        </section>
      </div>
    </div>
  );
};
