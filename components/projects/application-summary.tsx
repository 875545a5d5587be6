"use client";

// The application as a whole, above the stage on screen (components/projects/application-screen.tsx):
// its number and state, the print view, pack, year and unit, Withdraw for the unit's own office
// bearers, what it waits on; and once sanctioned, the grant's panels.
import Link from "next/link";
import { useState } from "react";
import { istDay } from "@/lib/india-time";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { LiveRegion } from "@/components/ui/live-region";
import { statesFrom } from "@/lib/projects/application-states";
import { CompletionPanel } from "./completion-panel";
import { COMPLETION_STATES } from "./grant-steps-dialog";
import { PaymentsPanel } from "./payments-panel";
import type { TStageView } from "./project-types";
import { TrustPanel } from "./trust-panel";
import { canWithdraw, WithdrawApplication, type TViewer } from "./withdraw-application";

type TApplication = TStageView["application"];

export const ApplicationSummary = ({
  application,
  stageId,
  viewer,
  reload,
}: {
  application: TApplication;
  stageId: number;
  viewer?: TViewer;
  reload: () => void;
}) => {
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Badge size="md">{application.applicationNo}</Badge>
        <Badge size="md" tone="neutral">
          {application.stateLabel}
        </Badge>
        <Link
          className="text-sm text-brand-700 underline"
          href={`/projects/tableprojectapplication/${application.id}/${stageId}/pdf`}
        >
          Print view
        </Link>
        <span className="text-sm text-slate-600">
          {application.packName} · {application.yearString} ·{" "}
          {application.tableNo !== null ? `Table ${application.tableNo}` : `Circle ${application.circleNo}`}
        </span>
        {viewer && canWithdraw(application, viewer) && (
          <span className="ml-auto">
            <WithdrawApplication
              application={application}
              onWithdrawn={(moved) => {
                setWithdrawn(`${moved.applicationNo} is withdrawn.`);
                reload();
              }}
            />
          </span>
        )}
      </div>
      <LiveRegion>{withdrawn && <Alert tone="success">{withdrawn}</Alert>}</LiveRegion>
      <p className="text-sm text-slate-700">
        {application.waitingOn
          ? `Waiting on ${application.waitingOn} since ${istDay(application.stateChangedAt)}.`
          : `${application.stateLabel} on ${istDay(application.stateChangedAt)}.`}
      </p>
    </>
  );
};

/** States in which the table sees its grant: the sanction letter, the payments, the completion checks. */
const GRANT_STATES: string[] = statesFrom("SANCTIONED");

/** The grant's panels, shown to the viewer's roles, once the application is sanctioned. */
export const GrantSection = ({
  application,
  roles,
  reload,
}: {
  application: TApplication;
  roles: readonly string[];
  reload: () => void;
}) => {
  if (!GRANT_STATES.includes(application.state)) return null;
  return (
    <section aria-labelledby="the-grant" className="space-y-6 rounded-md border border-slate-200 bg-white p-4">
      <h2 id="the-grant" className="text-lg font-semibold text-slate-900">
        The grant
      </h2>
      <TrustPanel application={application} roles={roles} onChanged={reload} />
      <PaymentsPanel application={application} roles={roles} onChanged={reload} />
      {COMPLETION_STATES.includes(application.state) && (
        <CompletionPanel application={application} roles={roles} onChanged={reload} />
      )}
    </section>
  );
};
