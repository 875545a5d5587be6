"use client";

import { ACCEPT } from "@/lib/http/file-type";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { Spinner } from "@/components/ui/spinner";
import { uploadImage } from "./content-api";

const MAX_BYTES = 5 * 1024 * 1024;

type TImageUploadFieldProps = {
  label: string;
  /** The image's URL, or "" for none. */
  value: string;
  onChange: (url: string) => void;
  /** Sent as fileInputFor with the upload. */
  fileInputFor: string;
  /** An error from the last save, for this field. */
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Told when an upload starts and ends, so that the form waits for it before saving. */
  onUploadingChange?: (uploading: boolean) => void;
};

/** Picks an image, uploads it at once and shows it; the form saves only the returned URL. */
export const ImageUploadField = ({
  label,
  value,
  onChange,
  fileInputFor,
  error,
  hint,
  disabled,
  onUploadingChange,
}: TImageUploadFieldProps) => {
  const [uploading, setUploadingState] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const setUploading = (next: boolean) => {
    setUploadingState(next);
    onUploadingChange?.(next);
  };

  const pick = async ([file]: File[]) => {
    if (!file) return;
    if (!/^image\/(png|jpeg|gif)$/.test(file.type)) return setUploadError("Choose a PNG, JPEG or GIF image.");
    if (file.size > MAX_BYTES) return setUploadError("The image is larger than 5 MB; please choose a smaller one.");
    setUploadError(null);
    setUploading(true);
    const result = await uploadImage(file, fileInputFor);
    setUploading(false);
    if (result.ok) onChange(result.value);
    else setUploadError(result.message);
  };

  return (
    <div className="space-y-2">
      <FilePicker
        label={label}
        buttonLabel={value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        showLabel
        accept={ACCEPT.image}
        disabled={disabled || uploading}
        hint={hint ?? "PNG, JPEG or GIF, up to 5 MB."}
        error={uploadError ?? error}
        onFiles={pick}
        trailing={
          <>
            {uploading && <Spinner size="sm" label="Uploading…" className="text-brand-700" />}
            {value && !uploading && (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange("")} disabled={disabled}>
                Remove
              </Button>
            )}
          </>
        }
      />
      {value ? (
        <OptimizedImage
          src={value}
          alt={`${label} preview`}
          width={240}
          height={135}
          unoptimized
          className="h-[135px] w-[240px] rounded-md border border-slate-200 bg-slate-100 object-cover"
        />
      ) : (
        <p className="text-sm text-slate-600">No image chosen.</p>
      )}
    </div>
  );
};
