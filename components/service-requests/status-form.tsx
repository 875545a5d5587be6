"use client";

import { useRef, useState, type FormEvent } from "react";
import { CORRECT_FIELDS_MESSAGE, type TFieldErrors } from "@/components/shared/request-json";
import { Button } from "@/components/ui/button";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { TextArea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { changeStatus } from "./service-request-api";
import { STATUS_LABELS, type TServiceRequest, type TStatus } from "./service-request-types";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";

type TStatusFormProps = {
  request: TServiceRequest;
  status: TStatus;
  onCancel: () => void;
  onChanged: (updated: TServiceRequest) => void;
  /** Loads the request again, as it is now (after a 409: someone changed it since it was shown). */
  onReload: () => void;
};

/**
 * Status mode: a required status remark (and for Duplicate the original's ticket number), then
 * Update. For a Closed, Resolved or Duplicate request its recorded remark is shown read-only
 * (SPEC.md section 4); "Write a new remark" replaces it.
 */
export const StatusForm = ({ request, status, onCancel, onChanged, onReload }: TStatusFormProps) => {
  const recorded = request.serviceRequestStatus !== 1 && request.statusRemark ? request.statusRemark : null;
  const [locked, setLocked] = useState(recorded !== null);
  const [remark, setRemark] = useState(recorded ?? "");
  const [original, setOriginal] = useState("");
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [formStatus, setFormStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);
  // Refused with 409: the request is no longer what this screen shows (changed by someone else).
  const [outdated, setOutdated] = useState(false);
  const remarkRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: TFieldErrors = {};
    if (!remark.trim()) missing.statusRemark = "Write a status remark.";
    if (status === 10 && !original.trim()) missing.duplicateOf = "Enter the ticket number of the original request.";
    setErrors(missing);
    if (Object.keys(missing).length > 0) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    setFormStatus(null);
    const result = await changeStatus({
      requestId: request.serviceRequestId,
      status,
      fromStatus: request.serviceRequestStatus,
      fromDuplicateOf: request.duplicateOf?.serviceTicketNumber,
      statusRemark: remark.trim(),
      duplicateOf: original.trim().toUpperCase(),
    });
    setBusy(false);
    if (!result.ok) {
      setOutdated(result.status === 409);
      setErrors(result.fields);
      const marked = result.fields.statusRemark || (status === 10 && result.fields.duplicateOf);
      setFormStatus({ tone: "error", text: marked ? CORRECT_FIELDS_MESSAGE : result.message });
      return;
    }
    onChanged(result.value);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Set status to ${STATUS_LABELS[status]}`}
      className="space-y-4"
    >
      <TextArea
        ref={remarkRef}
        label="Status Remark"
        rows={3}
        required
        readOnly={locked}
        hint={
          locked ? `The remark recorded when this request was set to ${STATUS_LABELS[request.serviceRequestStatus]}.` : undefined
        }
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
        error={errors.statusRemark}
      />
      {locked && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setLocked(false);
            setRemark("");
            requestAnimationFrame(() => remarkRef.current?.focus());
          }}
        >
          Write a new remark
        </Button>
      )}
      {status === 10 && (
        <TextField
          label="Original Ticket Number"
          placeholder="SR-2026-000001"
          required
          autoComplete="off"
          spellCheck={false}
          value={original}
          onChange={(event) => setOriginal(event.target.value)}
          error={errors.duplicateOf}
          hint="A request of the same category."
        />
      )}
      <FormStatus status={formStatus} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          Update
        </Button>
        {outdated && (
          <Button variant="secondary" onClick={onReload} disabled={busy}>
            Reload the request
          </Button>
        )}
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
