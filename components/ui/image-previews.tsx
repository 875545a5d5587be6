"use client";

import { useEffect, useState } from "react";
import { cx } from "./cx";
import { Icon } from "./icons";

const PREVIEWABLE = /^image\/(png|jpe?g|gif)$/;

/** png, jpeg, jpg and gif preview as images; anything else as a named file (SPEC.md section 5). */
export const isPreviewableImage = (file: File) => PREVIEWABLE.test(file.type) || /\.(png|jpe?g|gif)$/i.test(file.name);

const Preview = ({ file, heightClass }: { file: File; heightClass: string }) => {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!isPreviewableImage(file)) return;
    // A data URL rather than an object URL: nothing to revoke when React runs effects twice.
    const reader = new FileReader();
    reader.onload = () => setSrc(typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  if (!isPreviewableImage(file)) {
    return (
      <span
        className={cx(
          "flex items-center gap-1 rounded-md border border-slate-200 bg-slate-50 px-2 text-xs text-slate-700",
          heightClass,
        )}
      >
        <Icon name="folder" className="size-4" />
        {file.name}
      </span>
    );
  }
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a local preview (data URL), nothing to optimise
    <img src={src} alt={file.name} className={cx("w-auto rounded-md border border-slate-200 object-contain", heightClass)} />
  ) : (
    <span aria-hidden="true" className={cx("block w-16 animate-pulse rounded-md bg-slate-200", heightClass)} />
  );
};

type TImagePreviewsProps = { files: readonly File[]; label: string; heightClass?: string; className?: string };

/** Previews of files picked but not yet uploaded (70px high by default). */
export const ImagePreviews = ({ files, label, heightClass = "h-[70px]", className }: TImagePreviewsProps) =>
  files.length === 0 ? null : (
    <ul aria-label={label} className={cx("flex flex-wrap gap-2", className)}>
      {files.map((file, index) => (
        <li key={`${index}-${file.name}-${file.size}-${file.lastModified}`}>
          <Preview file={file} heightClass={heightClass} />
        </li>
      ))}
    </ul>
  );
