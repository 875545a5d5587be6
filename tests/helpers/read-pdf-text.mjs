// Reads a PDF from standard input and prints {pages, text: [page texts]} as JSON, with Mozilla's
// pdf.js. A script of its own (node tests/helpers/read-pdf-text.mjs < file.pdf) so that jest and
// Playwright both use it without loading pdf.js's ES modules into their own module systems.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const data = new Uint8Array(Buffer.concat(chunks));
const pdf = await getDocument({ data, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
const text = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const content = await (await pdf.getPage(number)).getTextContent();
  text.push(
    content.items
      .map((item) => ("str" in item ? item.str : ""))
      .join(" ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}
const [page] = [await pdf.getPage(1)];
const [, , width, height] = page.view;
process.stdout.write(JSON.stringify({ pages: pdf.numPages, width, height, text }));
