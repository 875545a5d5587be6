// The mark a print page puts on itself when its content is all in the server's HTML (a server
// component that fetches nothing in the browser): lib/pdf/render-pdf.ts prints such a page as
// soon as it has loaded, instead of waiting for the network to fall quiet. Kept apart from
// render-pdf.ts so a page can import it without pulling in puppeteer.
export const PDF_READY_ATTRIBUTE = "data-pdf-ready";

/** Spread on the page's outer element: `<div {...pdfReady}>`. */
export const pdfReady = { [PDF_READY_ATTRIBUTE]: "load" } as const;
