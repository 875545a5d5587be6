// Benchmark: the sanction letter as a PDF. The portal prints /projects/sanctionletter/{id} in its
// one warm Chromium (POST /api/reports/generatepdfforurl, through the real route: session check,
// a render session, a browser context, the page loaded from the server, the PDF), beside two
// floors on the same HTML: Chromium's own `--print-to-pdf` of the saved page (a new Chromium per
// PDF, as a script would do it), and a warm puppeteer page printing the same HTML with setContent.
// p50 / p95 over BENCH_RUNS (default 15) PDFs each, one at a time, after one warm-up.
// Usage: bench/sanction-letter.sh (starts the server) or npx tsx bench/sanction-letter.ts <base> <applicationId>
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS } from "../lib/pdf/chromium-args";
import { logIn, waitForServer } from "./lib/load";
import { CHROMIUM_PATH, chromiumPrintToPdf, portalPdf, savePage, timed } from "./lib/pdf-bench";

const [base = "http://127.0.0.1:3305", applicationId = "1"] = process.argv.slice(2);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PAGE = `/projects/sanctionletter/${applicationId}`;

const main = async () => {
  await waitForServer(`${base}/login`);
  const cookie = await logIn(base, "secretary");
  const saved = await savePage(base, PAGE, cookie);
  console.log(`\nSanction letter PDF (${RUNS} runs each, one at a time, after a warm-up)`);

  await timed("portal: generatepdfforurl (warm Chromium, real route)", RUNS, () => portalPdf(base, cookie, PAGE, "sanction.pdf"));
  await timed("floor: chromium --print-to-pdf of the saved HTML (new process)", RUNS, () => chromiumPrintToPdf(saved));

  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, pipe: true });
  try {
    await timed("floor: warm puppeteer, setContent + page.pdf (same HTML)", RUNS, async () => {
      const context = await browser.createBrowserContext();
      try {
        const tab = await context.newPage();
        await tab.setContent(saved.html, { waitUntil: "load" });
        return (await tab.pdf({ format: "A4", printBackground: true })).length;
      } finally {
        await context.close();
      }
    });
  } finally {
    await browser.close();
    await saved.remove();
  }
};

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
