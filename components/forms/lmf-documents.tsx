"use client";

// The LMF form's documents: each pick is uploaded at once (POST /api/lmf/uploadfiles), so a
// wrong file is refused before the visitor fills in the rest.
import { ACCEPT } from "@/lib/http/file-type";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { uploadLmfFiles, type TUploadedFile } from "./contribution-api";
import { apiFieldErrors, apiMessage } from "./form-errors";

export const MAX_DOCUMENTS = 5;

type TLmfDocumentsProps = {
  files: TUploadedFile[];
  onChange: (files: TUploadedFile[]) => void;
  /** Told when an upload starts and ends, so that the form waits for it before sending. */
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
};

export const LmfDocuments = ({ files, onChange, onUploadingChange, error }: TLmfDocumentsProps) => {
  const [uploading, setUploadingState] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const setUploading = (next: boolean) => {
    setUploadingState(next);
    onUploadingChange(next);
  };

  const upload = async (picked: File[]) => {
    if (files.length + picked.length > MAX_DOCUMENTS) {
      setUploadError(`Attach at most ${MAX_DOCUMENTS} documents.`);
      return;
    }
    setUploading(true);
    setUploadError(null);
    const reply = await uploadLmfFiles(picked);
    setUploading(false);
    if (reply.ok) return onChange([...files, ...reply.files]);
    const fieldMessage = apiFieldErrors(reply.data)[0]?.message;
    setUploadError(
      reply.status === 0
        ? "The upload did not reach the portal. Please try again."
        : `${fieldMessage ?? apiMessage(reply.data) ?? "The file could not be uploaded."} (PDF, PNG, JPEG or GIF, up to 5 MB each.)`,
    );
  };

  return (
    <div className="sm:col-span-2">
      <p className="text-sm font-medium text-slate-800" id="lmf-documents-label">
        Documents{" "}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </p>
      <p className="mt-1 text-xs text-slate-600">Your PAN card and an address proof: PDF, PNG, JPEG or GIF, up to 5 MB each.</p>
      {files.length > 0 && (
        <ul className="mt-3 space-y-2" aria-labelledby="lmf-documents-label">
          {files.map((file) => (
            <li key={file.name} className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
              <Icon name="check-circle" className="text-emerald-700" />
              <span className="min-w-0 flex-1 truncate">{file.originalName}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(files.filter((other) => other.name !== file.name))}
                // The upload running adds its files to the list as it was when it started.
                disabled={uploading}
                aria-label={`Remove ${file.originalName}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex items-center gap-3">
        <FilePicker
          label="Add documents"
          accept={ACCEPT.document}
          multiple
          disabled={uploading || files.length >= MAX_DOCUMENTS}
          onFiles={upload}
          error={uploadError ?? error}
        />
        {uploading && <Spinner size="sm" label="Uploading" />}
      </div>
    </div>
  );
};
