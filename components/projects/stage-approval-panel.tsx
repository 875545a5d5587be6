"use client";

// The national team's approval of the stages a table submits after the sanction (the
// inauguration), and the return of a stage (or of the submitted completion) to the table with the
// reason: updatetableprojectapplicationstageforapproval. Shown in the review queue's "Grant steps"
// dialog for one application, and on the stage-for-approval page for one stage.
import { useState } from "react";
import { useLoad } from "@/components/shared/use-load";
import { FormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { ApplicationPrintView } from "./application-print-view";
import type { TApplicationView, TStageSummary } from "./project-types";
import { fetchApplication } from "./projects-api";
import { StageDecision } from "./stage-decision";

const NATIONAL_ROLES = ["NPC", "Admin-Pom", "Admin"];
const APPROVAL_STATES = ["SANCTIONED", "IN_PROGRESS"];

/**
 * The stages this application waits on the national team for, as lib/projects/stage-approval.ts
 * decides: a submitted TABLE stage after the trust's stage and before the pack's last while the
 * project is sanctioned or in progress (approve or return); the submitted completion (return only).
 */
export const stagesForApproval = (application: TApplicationView): { stage: TStageSummary; canApprove: boolean }[] => {
  const stages = application.stages;
  const last = stages.at(-1);
  if (application.state === "COMPLETION_SUBMITTED")
    return last && last.state !== "OPEN" ? [{ stage: last, canApprove: false }] : [];
  if (!APPROVAL_STATES.includes(application.state)) return [];
  const lastOther = stages.findLastIndex((stage) => stage.filledBy !== "TABLE");
  return stages
    .filter((stage, index) => index > lastOther && stage !== last && stage.filledBy === "TABLE" && stage.state === "SUBMITTED")
    .map((stage) => ({ stage, canApprove: true }));
};

const STAGE_STATE_WORDS: Record<TStageSummary["state"], string> = {
  OPEN: "with the table",
  SUBMITTED: "submitted",
  APPROVED: "approved",
};

const nothingWaiting = (application: TApplicationView, stageId: number | undefined) => {
  const stage = application.stages.find((entry) => entry.id === stageId);
  return stage
    ? `The ${stage.name} stage is ${STAGE_STATE_WORDS[stage.state]} (the application: ${application.stateLabel.toLowerCase()}); nothing here waits for your approval.`
    : "No stage of this application waits for your approval now.";
};

/**
 * The stages of the application that wait for the national team's approval, each with Approve and
 * "Return to the table". Nothing for members outside the national team; with `stageId`, only that stage.
 */
export const StageApprovalPanel = ({
  application,
  roles,
  onChanged,
  stageId,
  headingLevel = 3,
}: {
  application: TApplicationView;
  roles: readonly string[];
  onChanged: () => void;
  stageId?: number;
  /** 3 inside a dialog (under its title), 2 straight under a page's title. */
  headingLevel?: 2 | 3;
}) => {
  const [decided, setDecided] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (!roles.some((role) => NATIONAL_ROLES.includes(role))) return null;
  const waiting = stagesForApproval(application).filter((entry) => stageId === undefined || entry.stage.id === stageId);
  if (waiting.length === 0 && decided === null && stageId === undefined && !APPROVAL_STATES.includes(application.state))
    return null;
  return (
    <section aria-labelledby="stage-approval-heading" className="space-y-3">
      <Heading id="stage-approval-heading" className="text-lg font-semibold text-slate-900">
        Stages for approval
      </Heading>
      <FormStatus status={decided ? { tone: "success", text: decided } : null} />
      {waiting.length === 0 ? (
        <p className="text-sm text-slate-600">{nothingWaiting(application, stageId)}</p>
      ) : (
        <ul className="space-y-3">
          {waiting.map(({ stage, canApprove }) => (
            <StageDecision
              key={stage.id}
              application={application}
              stage={stage}
              canApprove={canApprove}
              showLink={stageId === undefined}
              onChanged={onChanged}
              onDecided={setDecided}
              Heading={headingLevel === 2 ? "h3" : "h4"}
            />
          ))}
        </ul>
      )}
    </section>
  );
};

/** The stage-for-approval page: the whole application read-only, then the decision on this stage. */
export const StageForApprovalView = ({
  applicationId,
  applicationStageId,
  roles,
}: {
  applicationId: number;
  applicationStageId: number;
  roles: readonly string[];
}) => {
  // A decision counts a version: the application loads again (the panel, with the decision's
  // outcome, stays on screen meanwhile) and the read-only view below is made anew.
  const [version, setVersion] = useState(0);
  const {
    value: application,
    error,
    retry,
  } = useLoad(`application-${applicationId}-${version}`, (signal) => fetchApplication(applicationId, signal), {
    keepStale: true,
  });

  return (
    <div className="space-y-8">
      {error && <LoadError title="The application could not be loaded." message={error} onRetry={retry} />}
      {application && (
        <div className="rounded-xl border border-brand-100 bg-brand-50/40 p-4 print:hidden">
          <StageApprovalPanel
            application={application}
            roles={roles}
            stageId={applicationStageId}
            headingLevel={2}
            onChanged={() => setVersion((value) => value + 1)}
          />
        </div>
      )}
      <ApplicationPrintView key={version} applicationId={applicationId} applicationStageId={applicationStageId} />
    </div>
  );
};
