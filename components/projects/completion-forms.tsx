"use client";

// The completion panel's forms: a report (with files for the evaluation), an approval with an
// optional remark, and the Admin's override of the failing checks. Each refuses empty input with
// its message and takes focus there; the panel does the saving.
import { acceptOfTypes, REPORT_FILE_TYPES } from "@/lib/projects/element-kinds";
import { useRef, useState } from "react";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import type { TFailure } from "@/components/shared/post-form";
import { PickedFiles, usePickedFiles } from "@/components/shared/picked-files";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { TextArea } from "@/components/ui/textarea";

/** The evaluation report's files, as the API names them: a refusal of one is shown on the picker. */
const FILES_FIELD = "tps";

export const ReportForm = ({
  label,
  initial,
  withFiles = false,
  onSave,
}: {
  label: string;
  initial: string;
  withFiles?: boolean;
  /** Saves; null when saved, else the API's refusal. */
  onSave: (text: string, files: File[]) => Promise<TFailure | null>;
}) => {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Not a <form> (it sits inside the completion panel's): focus goes to the field refused.
  const fieldsRef = useRef<HTMLDivElement>(null);
  const picked = usePickedFiles(fieldsRef);
  const refuse = (message: string, about: "text" | "files" = "text") => {
    setError(about === "text" ? message : null);
    setFileError(about === "files" ? message : null);
    if (fieldsRef.current) focusFirstInvalid(fieldsRef.current);
  };
  // A file refused goes with its message.
  const removeFile = (index: number) => {
    picked.remove(index);
    setFileError(null);
  };
  const save = async () => {
    if (!text.trim()) return refuse("Write the report first.");
    setBusy(true);
    const failed = await onSave(text.trim(), picked.files);
    setBusy(false);
    if (failed) {
      const aboutFiles = withFiles
        ? (failed.fields[FILES_FIELD] ?? (failed.status === 413 ? failed.message : undefined))
        : undefined;
      return aboutFiles ? refuse(aboutFiles, "files") : refuse(failed.message);
    }
    setError(null);
    setFileError(null);
    picked.clear();
  };
  return (
    <div ref={fieldsRef} className="space-y-2 rounded-lg border border-slate-200 p-3">
      <TextArea
        label={label}
        rows={4}
        maxLength={10000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error ?? undefined}
      />
      {withFiles && (
        <>
          <FilePicker
            label="Attach files (PDF, JPG or PNG)"
            accept={acceptOfTypes(REPORT_FILE_TYPES)}
            multiple
            hint="Up to 10 MB each. New files replace the report's earlier files."
            error={fileError ?? undefined}
            onFiles={(files) => (picked.add(files), setFileError(null))}
          />
          <PickedFiles label="Files to attach" files={picked.files} onRemove={removeFile} />
        </>
      )}
      <Button onClick={() => void save()} loading={busy} variant="secondary">
        Save {label.toLowerCase()}
      </Button>
    </div>
  );
};

export const ApproveWithRemark = ({ label, onApprove }: { label: string; onApprove: (remark: string | undefined) => void }) => {
  const [remark, setRemark] = useState("");
  return (
    <div className="space-y-2">
      <TextArea
        label="Remark (optional)"
        rows={2}
        maxLength={2000}
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
      />
      <Button onClick={() => onApprove(remark.trim() || undefined)}>{label}</Button>
    </div>
  );
};

export const OverrideForm = ({ failing, onOverride }: { failing: string[]; onOverride: (reason: string) => void }) => {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={fieldsRef} className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <h4 className="font-medium text-slate-900">Override the failing checks (Admin)</h4>
      <p className="text-sm text-slate-700">Covers only the checks failing now: {failing.join("; ")}.</p>
      <TextArea
        label="Reason"
        required
        rows={3}
        maxLength={2000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error ?? undefined}
      />
      <Button
        variant="danger"
        onClick={() => {
          if (!reason.trim()) {
            setError("A reason is required.");
            if (fieldsRef.current) focusFirstInvalid(fieldsRef.current);
            return;
          }
          setError(null);
          onOverride(reason.trim());
        }}
      >
        Override
      </Button>
    </div>
  );
};
