// @database-independent
// The error mark a print page puts on for a failed call (lib/pdf/pdf-ready.ts).
import { pdfErrorOf } from "./pdf-ready";

test("a refusal marks 403, a missing thing 404, anything passing or unreadable 503", () => {
  expect([401, 403].map(pdfErrorOf)).toEqual(["403", "403"]);
  expect([400, 404, 409, 410, 413].map(pdfErrorOf)).toEqual(["404", "404", "404", "404", "404"]);
  expect([0, 200, 408, 429, 500, 502, 503].map(pdfErrorOf)).toEqual(["503", "503", "503", "503", "503", "503", "503"]);
});
