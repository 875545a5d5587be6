// Benchmark: a report PDF, the directory of tables (/reports/directory, every table of the demo
// data). 1) One PDF at a time with a warm browser through the real route (POST
// /api/reports/generatepdfforurl: session check, render session, browser context, page from the
// server, PDF), against Chromium's own `--print-to-pdf` of the same HTML saved to a file (a new
// Chromium per PDF, as a script would do it); target: the portal at most 1.5x the floor (p50).
// 2) 100 PDFs, 4 requests at a time: throughput, and the memory (RSS) of the server process and of
// Chromium's processes before and after. 3) The same directory through the background job
// (generatepdffordirectorybyurl, status polled, file fetched).
// Usage: bench/report-pdf.sh (starts the server) or npx tsx bench/report-pdf.ts <base> <serverPid>
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { promisify } from "node:util";
import { logIn, waitForServer } from "./lib/load";
import { chromiumPrintToPdf, generatePdfRequest, percentile, portalPdf, savePage, timed } from "./lib/pdf-bench";

const run = promisify(execFile);
const [base = "http://127.0.0.1:3308", serverPidText = ""] = process.argv.slice(2);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const MANY = Number(process.env.BENCH_MANY ?? 100);
const AT_ONCE = Number(process.env.BENCH_AT_ONCE ?? 4);
const PAGE = "/reports/directory";

/** RSS in MiB of a process, and of every Chromium process (the shared browser and its children). */
const rssMiB = async (pid: number) => {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const descendants = async (pid: number): Promise<number[]> => {
  const { stdout } = await run("ps", ["-e", "-o", "pid=,ppid="]);
  const children = new Map<number, number[]>();
  for (const line of stdout.trim().split("\n")) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const all: number[] = [];
  const walk = (at: number) => {
    for (const child of children.get(at) ?? []) {
      all.push(child);
      walk(child);
    }
  };
  walk(pid);
  return all;
};
const memory = async (serverPid: number) => {
  const tree = await descendants(serverPid);
  const names = await Promise.all(tree.map((pid) => fs.readFile(`/proc/${pid}/comm`, "utf8").catch(() => "")));
  // The node process serving (the deepest node in the tree: npx -> tsx -> node).
  const nodes = tree.filter((_, index) => names[index]!.trim() === "node");
  const chromium = tree.filter((_, index) => /chrom/i.test(names[index]!));
  const server = nodes.length ? Math.max(...(await Promise.all(nodes.map(rssMiB)))) : await rssMiB(serverPid);
  const browser = (await Promise.all(chromium.map(rssMiB))).reduce((sum, value) => sum + value, 0);
  return `server ${server.toFixed(0)} MiB, Chromium ${browser.toFixed(0)} MiB in ${chromium.length} processes`;
};

const pdfRequest = (cookie: string) => generatePdfRequest(base, cookie, PAGE, "directory.pdf");

const main = async () => {
  await waitForServer(`${base}/login`);
  const serverPid = Number(serverPidText) || 0;
  const cookie = await logIn(base, "admin");
  const saved = await savePage(base, PAGE, cookie);
  try {
    if (serverPid) console.log(`\nMemory before: ${await memory(serverPid)}`);
    console.log(`\nDirectory of tables PDF (${RUNS} runs each, one at a time, after a warm-up)`);
    const portal = percentile(
      await timed("portal: generatepdfforurl (warm Chromium, real route)", RUNS, () =>
        portalPdf(base, cookie, PAGE, "directory.pdf"),
      ),
      50,
    );
    const floor = percentile(
      await timed("floor: chromium --print-to-pdf of the saved HTML (new process)", RUNS, () => chromiumPrintToPdf(saved)),
      50,
    );
    console.log(`ratio portal / floor (p50): ${(portal / floor).toFixed(2)}x (target at most 1.5x)`);

    console.log(`\n${MANY} PDFs, ${AT_ONCE} at a time`);
    let next = 0;
    const statuses: Record<number, number> = {};
    const started = performance.now();
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < MANY) {
          next += 1;
          const res = await pdfRequest(cookie);
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${MANY} PDFs in ${seconds.toFixed(1)} s: ${(MANY / seconds).toFixed(2)} PDFs/s; statuses ${JSON.stringify(statuses)}`,
    );
    if (serverPid) console.log(`Memory after:  ${await memory(serverPid)}`);

    console.log("\nThe same directory as a background job (generatepdffordirectorybyurl)");
    const jobStarted = performance.now();
    const queued = await fetch(`${base}/api/reports/generatepdffordirectorybyurl`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: base },
      body: JSON.stringify({}),
    });
    const { jobId, total } = (await queued.json()) as { jobId: string; total: number };
    for (;;) {
      const status = (await (await fetch(`${base}/api/reports/directorystatus/${jobId}`, { headers: { cookie } })).json()) as {
        status: string;
        url?: string;
      };
      if (status.status === "done" || status.status === "failed") {
        const file = status.url ? await fetch(`${base}${status.url}`, { headers: { cookie } }) : null;
        const bytes = file ? (await file.arrayBuffer()).byteLength : 0;
        console.log(
          `job ${status.status}: ${total} tables, ${(bytes / 1024).toFixed(0)} KiB, ${((performance.now() - jobStarted) / 1000).toFixed(1)} s from the request to the file`,
        );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
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
