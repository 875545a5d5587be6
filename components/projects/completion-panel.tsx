"use client";

// The completion of a project: its checks (passed or failed, with the reason), the evaluation and
// secretary reports with forms for those who write them, the approvals, the Admin's override of
// failing checks, and whether the final payment is unlocked or what still blocks it.
import { useState } from "react";
import { istDay } from "@/lib/india-time";
import { useLoad } from "@/components/shared/use-load";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { completionStep, fetchCompletion, saveEvaluationReport, type TCompletionView } from "./completion-api";
import { ApproveWithRemark, OverrideForm, ReportForm } from "./completion-forms";
import { Approval, ReportBlock } from "./completion-report-view";
import type { TApplicationView } from "./project-types";

const NATIONAL = ["NPC", "Admin-Pom", "Admin"];
const EVALUATION_APPROVERS = ["Admin-Pom", "Admin"];

type TProps = { application: TApplicationView; roles: readonly string[]; onChanged: () => void };
type TStep = Parameters<typeof completionStep>[0];

export const CompletionPanel = ({ application, roles, onChanged }: TProps) => {
  const {
    loading,
    value: view,
    error,
    retry,
    change,
  } = useLoad(`completion-${application.id}`, (signal) => fetchCompletion(application.id, signal));
  const [status, setStatus] = useState<TFormStatus>(null);
  const [pending, setPending] = useState<{ step: TStep; title: string; body: Record<string, unknown> } | null>(null);
  const [busy, setBusy] = useState(false);

  const has = (list: readonly string[]) => roles.some((role) => list.includes(role));
  const open = application.state === "COMPLETION_SUBMITTED";
  const done = (next: TCompletionView, text: string) => {
    change(() => next);
    setStatus({ tone: "success", text });
    onChanged();
  };
  const run = async () => {
    if (!pending) return;
    setBusy(true);
    const result = await completionStep(pending.step, { applicationId: application.id, ...pending.body });
    setBusy(false);
    const title = pending.title;
    setPending(null);
    if (result.ok) done(result.value, `${title}: done.`);
    else setStatus({ tone: "error", text: result.message });
  };
  if (loading) return null;
  if (!view) return <LoadError title="The completion could not be loaded." message={error} onRetry={retry} />;
  const failing = view.checks.filter((check) => !check.passed);

  return (
    <section aria-labelledby="completion-heading" className="space-y-5">
      <h3 id="completion-heading" className="text-base font-semibold text-slate-900">
        Completion
      </h3>
      <ul className="space-y-2" aria-label="Completion checks">
        {view.checks.map((check) => (
          <li key={check.key} className="flex gap-3 text-sm">
            <span aria-hidden="true" className={check.passed ? "text-green-700" : "text-red-700"}>
              {check.passed ? "✓" : "✗"}
            </span>
            <span>
              <span className="font-medium text-slate-900">{check.label}</span>
              <span className="sr-only">{check.passed ? ": passed" : ": failed"}</span>
              <span className="block text-slate-600">{check.reason}</span>
            </span>
          </li>
        ))}
      </ul>
      {view.finalPayment.unlocked ? (
        <Alert tone="success">Final payment unlocked.</Alert>
      ) : (
        <Alert tone="warning" title="The final payment is blocked">
          <ul className="list-disc pl-5">
            {view.finalPayment.blockers.map((blocker) => (
              <li key={blocker.field}>{blocker.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {view.override && (
        <p className="text-sm text-slate-700">
          Overridden by {view.override.by} on {istDay(view.override.at)} ({view.override.checks.join(", ")}):{" "}
          {view.override.reason}
        </p>
      )}
      <FormStatus status={status} />

      <ReportBlock title="Evaluation report (national team)" report={view.evaluationReport} />
      {open && has(NATIONAL) && !view.evaluationReport?.approvedAt && (
        <ReportForm
          label="Evaluation report"
          withFiles
          initial={view.evaluationReport?.text ?? ""}
          onSave={async (text, files) => {
            const result = await saveEvaluationReport(application.id, text, files);
            if (result.ok) done(result.value, "The evaluation report is saved.");
            return result.ok ? null : result;
          }}
        />
      )}
      {open && has(EVALUATION_APPROVERS) && view.evaluationReport && !view.evaluationReport.approvedAt && (
        <Button onClick={() => setPending({ step: "approveEvaluation", title: "Approve the evaluation report", body: {} })}>
          Approve the evaluation report
        </Button>
      )}
      {open && has(NATIONAL) && view.evaluationReport?.approvedAt && !view.nationalApproval && (
        <ApproveWithRemark
          label="Approve the completion (national team)"
          onApprove={(remark) => setPending({ step: "approveNational", title: "Approve the completion", body: { remark } })}
        />
      )}
      <Approval who="National team" approval={view.nationalApproval} />

      <ReportBlock title="Secretary's report" report={view.secretaryReport} />
      {open && roles.includes("RTIF-Secretary") && !view.secretaryApproval && (
        <ReportForm
          label="Secretary's report"
          initial={view.secretaryReport?.text ?? ""}
          onSave={async (text) => {
            const result = await completionStep("secretaryReport", { applicationId: application.id, report: text });
            if (result.ok) done(result.value, "The secretary's report is saved.");
            return result.ok ? null : result;
          }}
        />
      )}
      {open && roles.includes("RTIF-Secretary") && view.secretaryReport && view.nationalApproval && !view.secretaryApproval && (
        <ApproveWithRemark
          label="Approve the completion (trust secretary)"
          onApprove={(remark) => setPending({ step: "approveSecretary", title: "Approve the completion", body: { remark } })}
        />
      )}
      <Approval who="Trust secretary" approval={view.secretaryApproval} />

      {open && roles.includes("Admin") && failing.length > 0 && (
        <OverrideForm
          failing={failing.map((check) => check.label)}
          onOverride={(reason) => setPending({ step: "override", title: "Override the failing checks", body: { reason } })}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `${pending.title}?` : ""}
        message="This is recorded in the application's audit trail and cannot be undone here."
        confirmLabel="Confirm"
        confirmVariant={pending?.step === "override" ? "danger" : "primary"}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
};
