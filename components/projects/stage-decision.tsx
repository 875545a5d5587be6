"use client";

// One stage waiting on the national team (stage-approval-panel.tsx lists them): its remark or
// reason, Approve and Return, each confirmed first, through
// updatetableprojectapplicationstageforapproval.
import Link from "next/link";
import { useRef, useState } from "react";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { readReply, type TResult } from "@/components/shared/post-form";
import { isRecord, requestJson } from "@/components/shared/request-json";
import { istDay } from "@/lib/india-time";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { TextArea } from "@/components/ui/textarea";
import type { TApplicationView, TStageSummary } from "./project-types";

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

export const StageDecision = ({
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
