"use client";

import { FilePicker } from "@/components/ui/file-picker";
import { Spinner } from "@/components/ui/spinner";
import { displayFileName, splitNames, storedFileUrl } from "./profile-format";
import { IMAGE_ACCEPT } from "./profile-api";

type TProfileFilesCellProps = {
  label: string;
  folder: string;
  names: string | null;
  busy: boolean;
  /** Why the last upload to this column was refused. */
  error?: string;
  onFiles: (files: File[]) => void;
};

/** One file column: 122x75 thumbnails opening in a new tab (or 'No Files'), and Add. */
export const ProfileFilesCell = ({ label, folder, names, busy, error, onFiles }: TProfileFilesCellProps) => {
  const files = splitNames(names);
  return (
    <div className="flex min-w-[140px] flex-col gap-2">
      {files.length === 0 ? (
        <span className="text-slate-500">No Files</span>
      ) : (
        <ul aria-label={`${label} (${files.length})`} className="flex flex-col gap-2">
          {files.map((name) => {
            const url = storedFileUrl(folder, name);
            return (
              <li key={name}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block w-fit overflow-hidden rounded-md ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- private files, streamed with the session cookie */}
                  <img
                    src={url}
                    alt={`${label}: ${displayFileName(name)}`}
                    width={122}
                    height={75}
                    loading="lazy"
                    className="h-[75px] w-[122px] bg-slate-100 object-cover"
                  />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {/* Enabled while it uploads (disabling the focused input would drop focus to the page's start): a
          second pick meanwhile is ignored instead. */}
      <FilePicker
        label={`Add ${label}`}
        buttonLabel="Add"
        accept={IMAGE_ACCEPT}
        multiple
        error={error}
        onFiles={(files) => {
          if (!busy) onFiles(files);
        }}
        trailing={busy ? <Spinner size="sm" label={`Uploading ${label}…`} /> : undefined}
      />
    </div>
  );
};
