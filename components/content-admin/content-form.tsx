"use client";

import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import { ImageUploadField } from "./image-upload-field";
import { PublishControls } from "./publish-controls";
import type { useDraftForm } from "./use-draft-form";

type TContentDraft = Record<string, unknown> & { title: string; isPublished: boolean };

type TContentFormProps<TDraft extends TContentDraft & Record<K, string>, K extends keyof TDraft & string> = {
  /** The form's state (useDraftForm). */
  form: ReturnType<typeof useDraftForm<TDraft, unknown>>;
  headingId: string;
  heading: string;
  /** Fields before the title. */
  beforeTitle?: ReactNode;
  /** Fields between the title and the image. */
  children: ReactNode;
  /** The draft's image field: its label, its name (sent as fileInputFor too) and maybe its hint. */
  image: { label: string; field: K; hint?: string };
  /** What publishing means for this kind of content. */
  publishHint: string;
  onCancel: () => void;
};

/** An admin edit form of the Blog and News screen: its heading, message and title, the kind's fields, the image, and publish with Save and Cancel. */
export const ContentForm = <TDraft extends TContentDraft & Record<K, string>, K extends keyof TDraft & string>({
  form: { draft, set, errors, formError, saving, uploading, setUploading, unsaved, titleRef, submit },
  headingId,
  heading,
  beforeTitle,
  children,
  image,
  publishHint,
  onCancel,
}: TContentFormProps<TDraft, K>) => (
  <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby={headingId}>
    <h3 id={headingId} className="text-lg font-semibold text-slate-900">
      {heading}
    </h3>
    {formError && <Alert tone="error">{formError}</Alert>}
    {beforeTitle}
    <TextField
      ref={titleRef}
      label="Title"
      required
      value={draft.title}
      error={errors.title}
      maxLength={200}
      onChange={(event) => set("title", event.target.value as TDraft["title"])}
    />
    {children}
    <ImageUploadField
      label={image.label}
      fileInputFor={image.field}
      hint={image.hint}
      value={draft[image.field]}
      error={errors[image.field]}
      disabled={saving}
      onChange={(url) => set(image.field, url as TDraft[K])}
      onUploadingChange={setUploading}
    />
    <PublishControls
      checked={draft.isPublished}
      onChange={(checked) => set("isPublished", checked as TDraft["isPublished"])}
      hint={publishHint}
      error={errors.isPublished}
      saving={saving}
      uploading={uploading}
      unsaved={unsaved}
      onCancel={onCancel}
    />
  </form>
);
