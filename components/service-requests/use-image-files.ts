import { useState } from "react";
import { checkImages } from "./format";
import type { TUploadLimits } from "./service-request-types";

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** Picked images of a form: added to (a picked set that breaks the limits is refused whole, with a message), cleared. */
export const useImageFiles = (limits: TUploadLimits) => {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  const add = (picked: readonly File[]) => {
    const next = [...files, ...picked.filter((file) => !files.some((known) => sameFile(known, file)))];
    const problem = checkImages(next, limits);
    setError(problem && `${problem} The picked files were not added.`);
    if (!problem) setFiles(next);
  };

  const clear = () => {
    setFiles([]);
    setError(null);
  };

  return { files, error, setError, add, clear };
};
