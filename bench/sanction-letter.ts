// Benchmark: the sanction letter as a PDF. The portal prints /projects/sanctionletter/{id} in its
// one warm Chromium (POST /api/reports/generatepdfforurl, through the real route: session check,
// a render session, a browser context, the page loaded from the server, the PDF), beside two
// floors on the same HTML: Chromium's own `--print-to-pdf` of the saved page (a new Chromium per
// PDF, as a script would do it), and a warm puppeteer page printing the same HTML with setContent.
// p50 / p95 over BENCH_RUNS (default 15) PDFs each, one at a time, after one warm-up.
// Usage: bench/sanction-letter.sh (starts the server) or npx tsx bench/sanction-letter.ts <base> <applicationId>
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS } from "../lib/pdf/chromium-args";
import { logIn, waitForServer } from "./lib/load";

const run = promisify(execFile);
const [base = "http://127.0.0.1:3305", applicationId = "1"] = process.argv.slice(2);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const PAGE = `/projects/sanctionletter/${applicationId}`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const timed = async (label: string, once: () => Promise<number>) => {
  await once();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    bytes = await once();
    times.push(performance.now() - started);
  }
  const line = `${label.padEnd(58)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(times, 95)
    .toFixed(0)
    .padStart(5)} ms   ${(bytes / 1024).toFixed(0)} KiB`;
  console.log(line);
  return times;
};

const main = async () => {
  await waitForServer(`${base}/login`);
  const cookie = await logIn(base, "secretary");
  const page = await fetch(`${base}${PAGE}`, { headers: { cookie } });
  if (page.status !== 200) throw new Error(`${PAGE} answered ${page.status}`);
  // The same HTML for the floors, with its stylesheets made absolute so a file:// page finds them.
  const html = (await page.text()).replace(/(href|src)="\//g, `$1="${base}/`);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "sanction-bench-"));
  const htmlFile = path.join(dir, "letter.html");
  await fs.writeFile(htmlFile, html);
  console.log(`\nSanction letter PDF (${RUNS} runs each, one at a time, after a warm-up)`);

  await timed("portal: generatepdfforurl (warm Chromium, real route)", async () => {
    const res = await fetch(`${base}/api/reports/generatepdfforurl`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: base },
      body: JSON.stringify({ url: PAGE, fileName: "sanction.pdf" }),
    });
    const body = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`generatepdfforurl answered ${res.status}`);
    return body.length;
  });

  const out = path.join(dir, "cli.pdf");
  await timed("floor: chromium --print-to-pdf of the saved HTML (new process)", async () => {
    await run(CHROMIUM, [
      ...CHROMIUM_ARGS,
      "--headless",
      `--user-data-dir=${path.join(dir, "profile")}`,
      "--no-pdf-header-footer",
      `--print-to-pdf=${out}`,
      `file://${htmlFile}`,
    ]);
    return (await fs.stat(out)).size;
  });

  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, pipe: true });
  try {
    await timed("floor: warm puppeteer, setContent + page.pdf (same HTML)", async () => {
      const context = await browser.createBrowserContext();
      try {
        const tab = await context.newPage();
        await tab.setContent(html, { waitUntil: "load" });
        return (await tab.pdf({ format: "A4", printBackground: true })).length;
      } finally {
        await context.close();
      }
    });
  } finally {
    await browser.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
};

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
