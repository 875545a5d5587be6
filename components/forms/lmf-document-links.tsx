// The documents of an LMF application in the secretariat's dialog, each opening in a new tab
// through the Admin-only storage route (the form's document picker is lmf-documents.tsx).
import { displayFileName, FALLBACK_SLUG, isUploadName, storedNameSlug } from "@/lib/storage/stored-name";
import { lmfDocumentUrl } from "./contribution-api";

/** What kind of file a stored name is, from its extension (uploads are checked by content). */
const documentKind = (name: string) => {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === "pdf") return "PDF";
  return extension ? `${extension === "jpg" ? "JPEG" : extension.toUpperCase()} image` : "file";
};

/**
 * "Document 2: pan-card.png", the applicant's own file name as the other screens show it; a name
 * that says nothing of its own (an upload named before the slug, or from a Hindi or Tamil name,
 * keeps the fallback slug "file"; an older name has no random prefix) reads "Document 2 (PNG image)".
 */
export const lmfDocumentLabel = (name: string, index: number) =>
  isUploadName(name) && storedNameSlug(name) !== FALLBACK_SLUG
    ? `Document ${index + 1}: ${displayFileName(name)}`
    : `Document ${index + 1} (${documentKind(name)})`;

export const LmfDocumentLinks = ({ names }: { names: readonly string[] }) =>
  names.length === 0 ? (
    <p className="text-slate-600">No documents were uploaded.</p>
  ) : (
    <ul className="list-disc space-y-1 pl-5">
      {names.map((name, index) => (
        <li key={name}>
          <a className="text-brand-700 underline" href={lmfDocumentUrl(name)} target="_blank" rel="noreferrer">
            {lmfDocumentLabel(name, index)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
