// @database-independent
// The PDF browser dies with the process that started it, however that process dies: a server
// killed with SIGKILL (as a test runner or an orchestrator may) must not leave Chromium running.
import path from "node:path";
import { isProcessAlive, startHelperProcess } from "../helpers/child-process";

test("Chromium exits when the process that started it is killed outright", async () => {
  const child = startHelperProcess(["--import", "tsx", path.join(__dirname, "hold-browser.ts")], {
    cwd: path.join(__dirname, "..", ".."),
  });
  const pid = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /chromium (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", () => reject(new Error(`the child ended before Chromium started: ${out}`)));
  });
  expect(isProcessAlive(pid)).toBe(true);
  child.kill("SIGKILL");
  const deadline = Date.now() + 15_000;
  while (isProcessAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(isProcessAlive(pid)).toBe(false);
});
