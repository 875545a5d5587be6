"use client";

// "Waiting for you" on the members' dashboard: the grant steps that wait for the member, by kind
// (getwaitingforme), each with what to do and a link to where it is done.
import Link from "next/link";
import { useEffect, useState } from "react";
import { formatDay } from "@/components/shared/dates";
import { isRecord, readApiError, requestJson } from "@/components/shared/request-json";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";

type TWaitingItem = {
  kind: string;
  applicationId: number;
  applicationNo: string;
  title: string;
  unit: string;
  state: string;
  stateLabel: string;
  since: string;
  action: string;
  href: string;
};
type TWaitingGroup = { kind: string; action: string; count: number; items: TWaitingItem[] };
type TWaiting = { total: number; groups: TWaitingGroup[] };

export const WaitingForMe = () => {
  const [waiting, setWaiting] = useState<TWaiting | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    requestJson("/api/projects/getwaitingforme", { signal: controller.signal })
      .then((reply) => {
        if (reply.ok && isRecord(reply.data) && Array.isArray(reply.data.groups)) setWaiting(reply.data as unknown as TWaiting);
        else setError(readApiError(reply.data).message ?? "What waits for you could not be loaded.");
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return (
    <section aria-labelledby="waiting-for-you" className="space-y-3">
      <h2 id="waiting-for-you" className="text-lg font-semibold text-slate-900">
        Waiting for you
        {waiting && waiting.total > 0 && <span className="ml-2 text-sm font-normal text-slate-600">({waiting.total})</span>}
      </h2>
      {error && <Alert tone="error">{error}</Alert>}
      {!error && !waiting && <Skeleton label="Loading what waits for you" lines={2} />}
      {waiting && waiting.groups.length === 0 && <EmptyState icon="check-circle" title="Nothing waits for you." />}
      {waiting && waiting.groups.length > 0 && (
        <div className="space-y-4">
          {waiting.groups.map((group) => (
            <div key={group.kind} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-slate-900">
                {group.action} <span className="text-sm font-normal text-slate-600">({group.count})</span>
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
                      {item.stateLabel} · waiting since {formatDay(item.since)}
                    </span>
                  </li>
                ))}
              </ul>
              {group.count > group.items.length && (
                <p className="mt-2 text-sm text-slate-600">
                  Showing the {group.items.length} that have waited longest of {group.count}.
                </p>
              )}
            </div>
          ))}
        </div>
      )}
    </section>
  );
};
