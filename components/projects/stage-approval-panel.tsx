"use client";

// The national team's approval of the stages a table submits after the sanction (the
// inauguration), and the return of a stage (or of the submitted completion) to the table with the
// reason: updatetableprojectapplicationstageforapproval. Shown in the review queue's "Grant steps"
// dialog for one application, and on the stage-for-approval page for one stage.
import Link from "next/link";
import { useRef, useState } from "react";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { readReply, type TResult } from "@/components/shared/post-form";
import { isRecord, requestJson } from "@/components/shared/request-json";
import { istDay } from "@/lib/india-time";
import { useLoad } from "@/components/shared/use-load";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { TextArea } from "@/components/ui/textarea";
import { ApplicationPrintView } from "./application-print-view";
import type { TApplicationView, TStageSummary } from "./project-types";
import { fetchApplication } from "./projects-api";

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

type TStageReply = { stage: TStageSummary; tableProjectApplication: TApplicationView };

const decideStage = async (applicationStageId: number, approve: boolean, remark: string): Promise<TResult<TStageReply>> => {
  const reply = await requestJson("/api/projects/updatetableprojectapplicationstageforapproval", {
    method: "POST",
    body: { applicationStageId, approve, ...(remark ? { remark } : {}) },
  });
  return readReply<TStageReply>(
    reply,
    (data) => (isRecord(data.stage) ? data : null),
    approve ? "The stage could not be approved." : "The stage could not be returned.",
  );
};

const StageDecision = ({
  application,
  stage,
  canApprove,
  showLink,
  onChanged,
  onDecided,
  Heading,
}: {
  application: TApplicationView;
  stage: TStageSummary;
  canApprove: boolean;
  showLink: boolean;
  /** One level below the panel's heading. */
  Heading: "h3" | "h4";
  onChanged: () => void;
  /** Told the outcome: the panel shows it, since this stage leaves the list once decided. */
  onDecided: (text: string) => void;
}) => {
  const [remark, setRemark] = useState("");
  const [remarkError, setRemarkError] = useState<string | undefined>();
  const [asking, setAsking] = useState<"approve" | "return" | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);
  const isCompletion = !canApprove;
  const unit = application.tableNo !== null ? "table" : "circle";
  // A missing or refused reason is said under the reason's field, which takes focus (after the
  // confirmation has gone, for the server's refusal); another refusal focuses its message.
  const itemRef = useRef<HTMLLIElement>(null);
  const focusRefusal = useRef(false);
  const markRefusal = () => {
    if (itemRef.current) focusFirstInvalid(itemRef.current);
  };

  const ask = (choice: "approve" | "return") => {
    setStatus(null);
    setRemarkError(undefined);
    if (choice === "return" && remark.trim() === "") {
      setRemarkError("Write the reason the table is told.");
      markRefusal();
      return;
    }
    setAsking(choice);
  };

  const run = async () => {
    if (!asking) return;
    setBusy(true);
    const result = await decideStage(stage.id, asking === "approve", remark.trim());
    setBusy(false);
    setAsking(null);
    if (!result.ok) {
      if (result.fields.remark) setRemarkError(result.fields.remark);
      else setStatus({ tone: "error", text: result.message });
      focusRefusal.current = true;
      return;
    }
    setRemark("");
    onDecided(
      asking === "approve" ? `The ${stage.name} stage is approved.` : `The ${stage.name} stage is returned to the ${unit}.`,
    );
    onChanged();
  };

  return (
    <li ref={itemRef} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-semibold text-slate-900">{stage.name}</Heading>
        <span className="text-sm text-slate-600">
          {stage.submittedAt ? `Submitted on ${istDay(stage.submittedAt)}` : "Submitted"}
        </span>
      </div>
      {showLink && (
        <Link className="text-sm text-brand-700 underline" href={`/projects/tableprojectapplicationstageforapproval/${stage.id}`}>
          Read the {stage.name} stage
        </Link>
      )}
      <TextArea
        label={canApprove ? "Remark" : "Reason for returning the completion"}
        hint={canApprove ? "Optional to approve; required to return the stage to the table." : "Required: the table is told why."}
        rows={3}
        maxLength={2000}
        value={remark}
        error={remarkError}
        onChange={(event) => setRemark(event.target.value)}
      />
      <FormStatus status={status} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => ask("return")} disabled={busy}>
          {isCompletion ? "Return the completion to the table" : `Return to the ${unit}`}
        </Button>
        {canApprove && (
          <Button onClick={() => ask("approve")} loading={busy && asking === "approve"}>
            Approve
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === "approve" ? `Approve the ${stage.name} stage?` : `Return the ${stage.name} stage?`}
        message={
          asking === "approve"
            ? `The ${unit} is told that its ${stage.name.toLowerCase()} stage is approved. This cannot be undone.`
            : isCompletion
              ? `The completion goes back to the ${unit}: the project is in progress again, the completion stage opens with its signature removed, and the completion's approvals are withdrawn. The ${unit} is mailed your reason.`
              : `The stage opens again for the ${unit} with its signature removed; they are mailed your reason.`
        }
        confirmLabel={asking === "approve" ? "Approve" : "Return it"}
        confirmVariant={asking === "approve" ? "primary" : "danger"}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setAsking(null)}
        afterClose={() => {
          if (!focusRefusal.current) return;
          focusRefusal.current = false;
          markRefusal();
        }}
      />
    </li>
  );
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
