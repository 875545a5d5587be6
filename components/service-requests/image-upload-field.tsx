"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { ImagePreviews } from "@/components/ui/image-previews";
import { IMAGE_ACCEPT, uploadHint } from "./format";
import type { TUploadLimits } from "./service-request-types";
import type { useImageFiles } from "./use-image-files";

type TImageUploadFieldProps = {
  files: ReturnType<typeof useImageFiles>;
  limits: TUploadLimits;
  busy: boolean;
  label: string;
  buttonLabel?: string;
  showLabel?: boolean;
  /** The control that drops the picked images, shown once some are picked. */
  clearLabel: ReactNode;
  previewLabel: string;
  previewHeightClass: string;
};

/** Images for a request or a reply: the picker with the limits as its hint, and their previews. */
export const ImageUploadField = ({
  files,
  limits,
  busy,
  label,
  buttonLabel,
  showLabel,
  clearLabel,
  previewLabel,
  previewHeightClass,
}: TImageUploadFieldProps) => (
  <>
    <FilePicker
      label={label}
      buttonLabel={buttonLabel}
      showLabel={showLabel}
      multiple
      accept={IMAGE_ACCEPT}
      onFiles={files.add}
      hint={uploadHint(limits)}
      error={files.error ?? undefined}
      disabled={busy}
      trailing={
        files.files.length > 0 && (
          <Button variant="ghost" size="sm" onClick={files.clear} disabled={busy}>
            {clearLabel}
          </Button>
        )
      }
    />
    <ImagePreviews files={files.files} label={previewLabel} heightClass={previewHeightClass} />
  </>
);
