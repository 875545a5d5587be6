"use client";

// Files picked to send with a form (a query, a reply, the evaluation report): kept in the order
// picked, at most MAX_PICKED_FILES, each listed with its Remove. The focused Remove goes with its
// file: focus goes to the next file's Remove (now at the same place), else the one before, else the
// form's file picker.
import { useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { afterRemoving, removeKey, useFocusAfter } from "./use-focus-after";

/** As many as the API takes in one upload. */
const MAX_PICKED_FILES = 20;
const KEY_PREFIX = "remove-file";

/** The picked files of the form in `root` (where focus is looked for once one is removed). */
export const usePickedFiles = (root: RefObject<HTMLElement | null>) => {
  const [files, setFiles] = useState<File[]>([]);
  const focusLater = useFocusAfter(files, root);
  return {
    files,
    add: (picked: File[]) => setFiles((current) => [...current, ...picked].slice(0, MAX_PICKED_FILES)),
    remove: (index: number) => {
      focusLater(afterRemoving(KEY_PREFIX, index, 'input[type="file"]'));
      setFiles((current) => current.filter((_, at) => at !== index));
    },
    clear: () => setFiles([]),
  };
};

/** The picked files, each with Remove; nothing when none is picked. */
export const PickedFiles = ({ label, files, onRemove }: { label: string; files: File[]; onRemove: (index: number) => void }) =>
  files.length === 0 ? null : (
    <ul aria-label={label} className="space-y-1 text-sm">
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className="flex items-center gap-2">
          <span>{file.name}</span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${file.name}`}
            data-focus-key={removeKey(KEY_PREFIX, index)}
            onClick={() => onRemove(index)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
