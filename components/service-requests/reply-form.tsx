"use client";

import { useRef, useState, type FormEvent } from "react";
import { CORRECT_FIELDS_MESSAGE, type TFieldErrors } from "@/components/shared/request-json";
import { Button } from "@/components/ui/button";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { TextArea } from "@/components/ui/textarea";
import { ImageUploadField } from "./image-upload-field";
import { sendReply } from "./service-request-api";
import type { TServiceAction, TUploadLimits } from "./service-request-types";
import { useImageFiles } from "./use-image-files";

type TReplyFormProps = { requestId: number; limits: TUploadLimits; onReplied: (action: TServiceAction) => void };

/** Reply mode: a required reply and optional images (Upload Files, Delete Files once picked). */
export const ReplyForm = ({ requestId, limits, onReplied }: TReplyFormProps) => {
  const [remark, setRemark] = useState("");
  const files = useImageFiles(limits);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);
  const remarkRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!remark.trim()) {
      setErrors({ serviceRemark: "Write a reply." });
      remarkRef.current?.focus();
      return;
    }
    setBusy(true);
    setStatus(null);
    const result = await sendReply({ requestId, remark: remark.trim(), files: files.files });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      const fileError = result.fields.files ?? result.fields.serviceActionFileNames;
      if (fileError) files.setError(fileError);
      setStatus({ tone: "error", text: result.fields.serviceRemark || fileError ? CORRECT_FIELDS_MESSAGE : result.message });
      return;
    }
    setRemark("");
    setErrors({});
    files.clear();
    onReplied(result.value);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reply" className="space-y-4">
      <TextArea
        ref={remarkRef}
        label="Reply"
        rows={4}
        required
        value={remark}
        onChange={(event) => {
          setRemark(event.target.value);
          if (errors.serviceRemark) setErrors({});
        }}
        error={errors.serviceRemark}
      />
      <ImageUploadField
        files={files}
        limits={limits}
        busy={busy}
        label="Upload Files"
        clearLabel="Delete Files"
        previewLabel="Files to upload"
        previewHeightClass="h-[50px]"
      />
      <FormStatus status={status} />
      <Button type="submit" loading={busy}>
        Send Reply
      </Button>
    </form>
  );
};
