"use client";

import { afterRemoving, removeKey } from "@/components/shared/use-focus-after";
import { Button } from "@/components/ui/button";
import type { TAttachmentInfo } from "./massmail-api";

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The mail's uploaded attachments, each with Remove. `onRemove` is told where focus goes next (the
 * next file's Remove, now at this place, else the one before, else the picker) for `useFocusAfter`.
 */
export const AttachmentList = ({
  attachments,
  onRemove,
}: {
  attachments: TAttachmentInfo[];
  onRemove: (file: TAttachmentInfo, focusNext: string[]) => void;
}) =>
  attachments.length > 0 && (
    <ul aria-label="Attachments" className="mt-2 space-y-1 text-sm">
      {attachments.map((file, index) => (
        <li key={file.name} className="flex items-center gap-3">
          <span>
            {file.fileName} ({kb(file.size)})
          </span>
          <Button
            variant="ghost"
            size="sm"
            data-focus-key={removeKey("remove-attachment", index)}
            onClick={() => onRemove(file, afterRemoving("remove-attachment", index, 'input[type="file"]'))}
          >
            Remove<span className="sr-only"> {file.fileName}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
