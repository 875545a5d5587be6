// What the PDF benchmarks share: a page of the running portal saved as HTML for the floors, the
// portal's own route (POST /api/reports/generatepdfforurl), Chromium's `--print-to-pdf` of the saved
// HTML (a new Chromium per PDF, as a script would do it), and timing one at a time after a warm-up.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { CHROMIUM_ARGS } from "../../lib/pdf/chromium-args";

const run = promisify(execFile);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** `runs` calls of `once` (which answers the bytes it made) after one warm-up; prints p50, p95 and size; answers the times. */
export const timed = async (label: string, runs: number, once: () => Promise<number>) => {
  await once();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    bytes = await once();
    times.push(performance.now() - started);
  }
  console.log(
    `${label.padEnd(58)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(times, 95).toFixed(0).padStart(5)} ms   ${(bytes / 1024).toFixed(0)} KiB`,
  );
  return times;
};

/** The page as the member sees it, saved to a temporary folder with its stylesheets made absolute (so a file:// page finds them). */
export const savePage = async (base: string, pagePath: string, cookie: string) => {
  const page = await fetch(`${base}${pagePath}`, { headers: { cookie } });
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const html = (await page.text()).replace(/(href|src)="\//g, `$1="${base}/`);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "pdf-bench-"));
  const htmlFile = path.join(dir, "page.html");
  await fs.writeFile(htmlFile, html);
  return { html, dir, htmlFile, remove: () => fs.rm(dir, { recursive: true, force: true }) };
};

export const generatePdfRequest = (base: string, cookie: string, pagePath: string, fileName: string) =>
  fetch(`${base}/api/reports/generatepdfforurl`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin: base },
    body: JSON.stringify({ url: pagePath, fileName }),
  });

/** One PDF through the portal's route; answers its size. */
export const portalPdf = async (base: string, cookie: string, pagePath: string, fileName: string) => {
  const res = await generatePdfRequest(base, cookie, pagePath, fileName);
  const body = new Uint8Array(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`generatepdfforurl answered ${res.status}`);
  return body.length;
};

/** The floor: a new Chromium printing the saved HTML with `--print-to-pdf`; answers the PDF's size. */
export const chromiumPrintToPdf = async (saved: { dir: string; htmlFile: string }) => {
  const out = path.join(saved.dir, "cli.pdf");
  await run(CHROMIUM_PATH, [
    ...CHROMIUM_ARGS,
    "--headless",
    `--user-data-dir=${path.join(saved.dir, "profile")}`,
    "--no-pdf-header-footer",
    `--print-to-pdf=${out}`,
    `file://${saved.htmlFile}`,
  ]);
  return (await fs.stat(out)).size;
};
