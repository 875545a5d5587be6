// @database-independent
// The embedded database keeps working past its WAL limit. PGlite 0.4.3 ran the checkpoint that the
// WAL's size asks for (max_wal_size, 1 GB by default: about 540 MB of writes since the last one)
// and never came back from it: the portal hung for good, busy and silent, once enough had been
// written (the helpdesk bench's million-request seed stopped at 400,000 every time). PGlite
// 0.4.4 checkpoints in the backend itself. The writer (fixtures/pglite-wal-writer.ts) sets
// max_wal_size to its smallest and writes several times that, in a child process, since a hung
// PGlite blocks its whole thread.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.join(__dirname, "..", "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-wal-"));

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("writes several times max_wal_size without hanging, and recycles the WAL as it goes", async () => {
  // One process (node with tsx's loader, not the tsx wrapper), so that the timeout kills the writer itself.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", path.join(__dirname, "fixtures", "pglite-wal-writer.ts"), dataDir],
    { cwd: ROOT, timeout: 45_000, killSignal: "SIGKILL" },
  );
  const result = JSON.parse(stdout.trim().split("\n").at(-1)!) as { limit: string; rows: number; walMegabytes: number };
  expect(result.limit).toBe("32MB");
  expect(result.rows).toBe(400_000);
  // About 120 MB was written; without checkpoints every segment of it would still be there.
  expect(result.walMegabytes).toBeLessThan(100);
}, 60_000);
