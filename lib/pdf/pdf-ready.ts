// The marks a print page puts on itself to tell lib/pdf/render-pdf.ts when and whether to print.
// Kept apart from render-pdf.ts so a page can import them without pulling in puppeteer.
//  - ready: the content is all there. A page rendered whole on the server (a server component that
//    fetches nothing in the browser) carries it from the start and is printed as soon as it has
//    loaded, instead of after the network falls quiet.
//  - pending: the page is still loading its content in the browser and will put on one of the other
//    two marks; the render waits for it (within its time limit) however quiet the network is, so a
//    slow hydration or a slow call never prints the loading skeleton.
//  - error: the page could not load its content; the render answers the error instead of a PDF
//    of the error screen.
export const PDF_READY_ATTRIBUTE = "data-pdf-ready";
export const PDF_PENDING_ATTRIBUTE = "data-pdf-pending";
export const PDF_ERROR_ATTRIBUTE = "data-pdf-error";

/** Spread on the page's outer element: `<div {...pdfReady}>`. */
export const pdfReady = { [PDF_READY_ATTRIBUTE]: "load" } as const;

/** Spread on what a page shows while it loads its content (its skeleton). */
export const pdfPending = { [PDF_PENDING_ATTRIBUTE]: "load" } as const;

/** What an error mark says: not found, not yours to see, or a passing failure (try again). */
export type TPdfError = "404" | "403" | "503";

/**
 * The mark for a failed call's status: refused -> 403; any other refusal (not found, a stage of
 * another application) -> 404, as there is nothing to print; anything passing (a server error, too
 * many requests, a time-out, no answer at all (0), a reply that could not be read) -> 503.
 */
export const pdfErrorOf = (status: number): TPdfError => {
  if (status === 401 || status === 403) return "403";
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return "404";
  return "503";
};

/** Spread on the error a page shows instead of its content: `<div {...pdfError(status)}>`. */
export const pdfError = (status: number) => ({ [PDF_ERROR_ATTRIBUTE]: pdfErrorOf(status) });
