// Runs a formatter, or renders a component, in a Node process whose local zone is `zone`. Setting
// process.env.TZ inside a jest test changes nothing (jest gives the test a copy of the environment:
// Dates there stayed in UTC under "America/New_York"), so the zone is set when the process starts.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.join(__dirname, "..", "..");
const CHILD = path.join(__dirname, "in-zone-child.ts");

type TRun = { zone: string; modulePath: string; calls: [name: string, input: unknown][]; render?: boolean };

/** The result of each call (`modulePath` from the repository's root), after checking that the process ran in `zone`. */
export const runInZone = async ({ zone, modulePath, calls, render = false }: TRun): Promise<string[]> => {
  const job = JSON.stringify({ modulePath: path.join(ROOT, modulePath), render, calls });
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", CHILD, job], {
    cwd: ROOT,
    env: { ...process.env, TZ: zone },
    timeout: 30_000,
    killSignal: "SIGKILL",
  });
  const reply = JSON.parse(stdout.trim().split("\n").at(-1)!) as { zone: string; results: string[] };
  // Compared as Intl names them (Asia/Kolkata is "Asia/Calcutta" there).
  const wanted = new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  if (reply.zone !== wanted) throw new Error(`the child ran in ${reply.zone}, not ${zone}`);
  return reply.results;
};
