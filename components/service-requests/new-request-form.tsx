"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CORRECT_FIELDS_MESSAGE, type TFieldErrors } from "@/components/shared/request-json";
import { Button } from "@/components/ui/button";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { TextArea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { CategoryField } from "./category-field";
import { ImageUploadField } from "./image-upload-field";
import { createRequest } from "./service-request-api";
import type { TServiceRequest, TUploadLimits } from "./service-request-types";
import { useCategories } from "./use-categories";
import { useImageFiles } from "./use-image-files";

type TNewRequestFormProps = {
  limits: TUploadLimits;
  /** Incremented by the screen when the title field should take focus (New Request). */
  focusToken: number;
  onCreated: (request: TServiceRequest) => void;
};

const FIELDS = ["serviceRequestTitle", "serviceRemark", "serviceCategoryId", "serviceActionFileNames"];

/** Raise a request: title, remark, category and optional images; Submit stays disabled until valid. */
export const NewRequestForm = ({ limits, focusToken, onCreated }: TNewRequestFormProps) => {
  const headingId = useId();
  const categories = useCategories();
  const [title, setTitle] = useState("");
  const [remark, setRemark] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const files = useImageFiles(limits);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusToken > 0) titleRef.current?.focus();
  }, [focusToken]);

  const valid = title.trim() !== "" && remark.trim() !== "" && categoryId !== "";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setStatus(null);
    const result = await createRequest({
      title: title.trim(),
      remark: remark.trim(),
      categoryId: Number(categoryId),
      files: files.files,
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      const fileError = result.fields.serviceActionFileNames ?? result.fields.files;
      if (fileError) files.setError(fileError);
      const marked = FIELDS.some((field) => result.fields[field]);
      setStatus({ tone: "error", text: marked ? CORRECT_FIELDS_MESSAGE : result.message });
      return;
    }
    setTitle("");
    setRemark("");
    setCategoryId("");
    setErrors({});
    files.clear();
    onCreated(result.value);
  };

  const clearError = (field: string) => {
    if (errors[field]) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={headingId}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          New Service Request
        </h2>
        <p className="mt-1 text-sm text-slate-600">The admins of the category you choose are notified and answer here.</p>
      </div>
      <TextField
        ref={titleRef}
        label="Service Request Title"
        required
        maxLength={200}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          clearError("serviceRequestTitle");
        }}
        error={errors.serviceRequestTitle}
      />
      <TextArea
        label="Service Remark"
        required
        rows={6}
        textareaClassName="h-[400px]"
        value={remark}
        onChange={(event) => {
          setRemark(event.target.value);
          clearError("serviceRemark");
        }}
        error={errors.serviceRemark}
      />
      <CategoryField
        categories={categories}
        value={categoryId}
        onChange={(value) => {
          setCategoryId(value);
          clearError("serviceCategoryId");
        }}
        error={errors.serviceCategoryId}
      />
      <div className="space-y-3">
        <ImageUploadField
          files={files}
          limits={limits}
          busy={busy}
          label="File Upload"
          buttonLabel="Choose images"
          showLabel
          clearLabel={
            <>
              Reset<span className="sr-only"> files</span>
            </>
          }
          previewLabel="Images to upload"
          previewHeightClass="h-[70px]"
        />
      </div>
      <FormStatus status={status} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!valid} loading={busy}>
          Submit
        </Button>
        {!valid && !busy && <p className="text-sm text-slate-600">Fill in the title, remark and category to submit.</p>}
      </div>
    </form>
  );
};
