"use client";

// The national approval of one application: the elements the approver's role confirms (the pack's
// approval mapping), a link to the national review stage to fill in, and "Recommend to the trust",
// which lists every gap when something is still missing.
import Link from "next/link";
import { useState } from "react";
import { useLoad } from "@/components/shared/use-load";
import { Button } from "@/components/ui/button";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import { TextArea } from "@/components/ui/textarea";
import type { TApplicationView } from "./project-types";
import { confirmElements, fetchApprovals, recommendToTrust, type TApprovalItem } from "./queries-api";

const ApprovalBody = ({
  application,
  onDone,
  onCancel,
  onConflict,
}: {
  application: TApplicationView;
  onDone: (application: TApplicationView) => void;
  onCancel: () => void;
  /** The application changed meanwhile (409): what it no longer allows, for the list to say. */
  onConflict: (message: string) => void;
}) => {
  const {
    value: items,
    error,
    retry,
    change,
  } = useLoad<TApprovalItem[]>(`approvals-${application.id}`, (signal) => fetchApprovals(application.id, signal));
  const [busy, setBusy] = useState(false);
  const [remark, setRemark] = useState("");
  const [status, setStatus] = useState<TFormStatus>(null);
  const [gaps, setGaps] = useState<string[]>([]);

  const national = application.stages.find((stage) => stage.filledBy === "NATIONAL");

  const confirm = async (elementId: number) => {
    setBusy(true);
    const result = await confirmElements(application.id, [elementId]);
    setBusy(false);
    if (result.ok) change(() => result.value);
    else if (result.status === 409) onConflict(result.message);
    else setStatus({ tone: "error", text: result.message });
  };

  const recommend = async () => {
    setBusy(true);
    setStatus(null);
    setGaps([]);
    const result = await recommendToTrust(application, remark.trim());
    setBusy(false);
    if (result.ok) onDone(result.value);
    else if (result.status === 409) onConflict(result.message);
    else {
      setStatus({ tone: "error", text: result.message });
      setGaps(result.gaps);
    }
  };

  if (error) return <LoadError title="The approvals could not be loaded." message={error} onRetry={retry} />;
  if (!items) return <Skeleton label="Loading the approvals" lines={3} />;
  return (
    <div className="space-y-4">
      {national && (
        <p className="text-sm">
          <Link className="text-brand-700 underline" href={`/projects/tableprojectapplication/${application.id}/${national.id}`}>
            Fill in the {national.name} stage
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">The pack asks your role to confirm no elements.</p>
      ) : (
        <ul aria-label="Elements to confirm" className="space-y-2">
          {items.map((item) => (
            <li key={`${item.role}-${item.elementId}`} className="flex items-center justify-between gap-3 text-sm">
              <span>
                {item.label} <span className="text-slate-600">({item.stage})</span>
              </span>
              {item.confirmed ? (
                <span className="text-green-800">Confirmed by {item.confirmedBy}</span>
              ) : (
                <Button variant="secondary" size="sm" loading={busy} onClick={() => void confirm(item.elementId)}>
                  Confirm<span className="sr-only"> {item.label}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <TextArea
        label="Remark (optional)"
        rows={2}
        maxLength={2000}
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
      />
      <FormStatus status={status} />
      {gaps.length > 0 && (
        <ul aria-label="Still missing" className="list-disc space-y-1 pl-5 text-sm text-red-800">
          {gaps.map((gap) => (
            <li key={gap}>{gap}</li>
          ))}
        </ul>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button loading={busy} onClick={() => void recommend()}>
          Recommend to the trust
        </Button>
      </div>
    </div>
  );
};

export const ApprovalDialog = ({
  application,
  onClose,
  onDone,
  onConflict,
}: {
  application: TApplicationView | null;
  onClose: () => void;
  onDone: (application: TApplicationView) => void;
  /** Closes the dialog first: the application is no longer what it showed. */
  onConflict: (application: TApplicationView, message: string) => void;
}) => (
  <Modal
    open={application !== null}
    onClose={onClose}
    title={application ? `Approve ${application.applicationNo}` : "Approve"}
    description="Confirm what the pack asks of your role, then recommend the application to the trust."
  >
    {application && (
      <ApprovalBody
        key={application.id}
        application={application}
        onCancel={onClose}
        onDone={(done) => {
          onClose();
          onDone(done);
        }}
        onConflict={(message) => {
          onClose();
          onConflict(application, message);
        }}
      />
    )}
  </Modal>
);
