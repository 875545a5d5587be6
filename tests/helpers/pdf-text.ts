// The text of a PDF, page by page (tests/helpers/read-pdf-text.mjs in a child process), and its first
// page's size in points (A4 is 595 x 842).
import { execFileSync } from "node:child_process";
import path from "node:path";

export type TPdfText = { pages: number; width: number; height: number; text: string[] };

export const pdfText = (pdf: Uint8Array): TPdfText =>
  JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, "read-pdf-text.mjs")], {
      input: pdf,
      // Synchronous: a reader that hung would block the jest worker past every timeout.
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
    }).toString(),
  ) as TPdfText;
