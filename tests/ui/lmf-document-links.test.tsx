// @database-independent
// The LMF application dialog names each document by the applicant's own file name, as the other
// screens do, and falls back to its number and kind when the stored name says nothing.
import { renderToStaticMarkup } from "react-dom/server";
import { LmfDocumentLinks } from "@/components/forms/lmf-document-links";

const hex = "0123456789abcdef".repeat(2);

describe("LmfDocumentLinks", () => {
  it("names a document by its display name, opening in a new tab from the storage route", () => {
    const markup = renderToStaticMarkup(<LmfDocumentLinks names={[`${hex}-pan-card.png`, `${hex}-Rotary_Form_10BE.pdf`]} />);
    expect(markup).toContain(
      `<a class="text-brand-700 underline" href="/api/storage/lmf/${hex}-pan-card.png" target="_blank" rel="noreferrer">` +
        'Document 1: pan-card.png<span class="sr-only"> (opens in a new tab)</span></a>',
    );
    expect(markup).toContain('Document 2: Rotary_Form_10BE.pdf<span class="sr-only"> (opens in a new tab)</span>');
    expect(markup).not.toContain(hex + "-pan-card.png<");
  });

  it("reads 'Document n (kind)' for the fallback name 'file' and for names without the upload prefix", () => {
    const markup = renderToStaticMarkup(<LmfDocumentLinks names={[`${hex}-file.jpg`, "legacy-scan.pdf", `${hex}-file`]} />);
    expect(markup).toContain('Document 1 (JPEG image)<span class="sr-only">');
    expect(markup).toContain('Document 2 (PDF)<span class="sr-only">');
    expect(markup).toContain('Document 3 (file)<span class="sr-only">');
    expect(markup).not.toContain("file.jpg<");
  });

  it("says so when there are no documents", () => {
    expect(renderToStaticMarkup(<LmfDocumentLinks names={[]} />)).toBe(
      '<p class="text-slate-600">No documents were uploaded.</p>',
    );
  });
});
