"use client";

// "Download PDF": asks POST /api/reports/generatepdfforurl to print a page of the site (this page
// unless `path` says otherwise) as the member sees it, and saves the file. Making a PDF takes a few
// seconds, so the button says so while it works; a refusal is shown beside it.
import { useState } from "react";
import { Button, type TButtonSize } from "@/components/ui/button";
import { NETWORK_ERROR_MESSAGE, readApiError } from "./request-json";
import { downloadName, saveBlob } from "./save-file";

const FAILED = "The PDF could not be made. Please try again.";

export const DownloadPdfButton = ({
  fileName,
  path,
  size = "sm",
  className,
}: {
  fileName: string;
  /** The page to print (path and query); this page by default. */
  path?: string;
  size?: TButtonSize;
  className?: string;
}) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/reports/generatepdfforurl", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/pdf, application/json" },
        body: JSON.stringify({ url: path ?? `${window.location.pathname}${window.location.search}`, fileName }),
      });
      if (!response.ok) {
        const data: unknown = await response.json().catch(() => null);
        setError(readApiError(data).message ?? FAILED);
        return;
      }
      saveBlob(await response.blob(), downloadName(response, fileName));
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={className}>
      <Button variant="secondary" size={size} loading={busy} onClick={() => void download()}>
        {busy ? "Preparing PDF…" : "Download PDF"}
      </Button>
      {error && (
        <span role="alert" className="ml-3 text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
};
