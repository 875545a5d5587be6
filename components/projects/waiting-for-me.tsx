"use client";

// "Waiting for you" on the members' dashboard: the grant steps that wait for the member, by kind
// (getwaitingforme), each with what to do and a link to where it is done.
import Link from "next/link";
import { formatCount } from "@/lib/format-count";
import { istDay } from "@/lib/india-time";
import { useLoad } from "@/components/shared/use-load";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { fetchWaitingForMe } from "./projects-api";

export const WaitingForMe = () => {
  const { loading, value: waiting, error, retry } = useLoad("waiting-for-me", fetchWaitingForMe);

  return (
    <section aria-labelledby="waiting-for-you" className="space-y-3">
      <h2 id="waiting-for-you" className="text-lg font-semibold text-slate-900">
        Waiting for you
        {waiting && waiting.total > 0 && (
          <span className="ml-2 text-sm font-normal text-slate-600">({formatCount(waiting.total)})</span>
        )}
      </h2>
      {loading && <Skeleton label="Loading what waits for you" lines={2} />}
      {!loading && !waiting && <LoadError title="What waits for you could not be loaded." message={error} onRetry={retry} />}
      {waiting && waiting.groups.length === 0 && <EmptyState icon="check-circle" title="Nothing waits for you." />}
      {waiting && waiting.groups.length > 0 && (
        <div className="space-y-4">
          {waiting.groups.map((group) => (
            <div key={group.kind} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-slate-900">
                {group.action} <span className="text-sm font-normal text-slate-600">({formatCount(group.count)})</span>
              </h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {group.items.map((item) => (
                  <li
                    key={`${item.kind}-${item.href}-${item.applicationId}`}
                    className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2"
                  >
                    <Link href={item.href} className="font-medium text-brand-700 underline">
                      {item.applicationNo}
                    </Link>
                    <span className="min-w-0 flex-1 text-sm text-slate-800">
                      {item.title} · {item.unit}
                      {item.action !== group.action && ` · ${item.action}`}
                    </span>
                    <span className="text-sm text-slate-600">
                      {item.stateLabel} · waiting since {istDay(item.since)}
                    </span>
                  </li>
                ))}
              </ul>
              {group.count > group.items.length && (
                <p className="mt-2 text-sm text-slate-600">
                  Showing the {formatCount(group.items.length)} that have waited longest of {formatCount(group.count)}.
                </p>
              )}
            </div>
          ))}
        </div>
      )}
    </section>
  );
};
