// @database-independent
// The stop of a server process (lib/http/graceful-stop.ts, server.ts on SIGTERM/SIGINT) closes the
// PDF Chromium before it exits, so that the browser's profile directory does not stay behind in
// the temp folder after every deploy or restart. The real Chromium, a real listening server; the
// process's exit is the function given in its place.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { createGracefulStop } from "@/lib/http/graceful-stop";
import { closePdfBrowser, pdfBrowserProcessId, withBrowserContext } from "@/lib/pdf/browser";

/** The profile directory a running Chromium was started with (its --user-data-dir). */
const profileOf = (pid: number) => {
  const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  return args.find((arg) => arg.startsWith("--user-data-dir="))!.slice("--user-data-dir=".length);
};

afterAll(() => closePdfBrowser());

test("a stop closes the server, then Chromium (its profile removed), then exits 0; a second signal exits 1 at once", async () => {
  const server = http.createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  await withBrowserContext("interactive", async (context) => {
    await (await context.newPage()).setContent("<p>printing</p>");
  });
  const pid = await pdfBrowserProcessId();
  expect(pid).not.toBeNull();
  const profile = profileOf(pid!);
  expect(existsSync(profile)).toBe(true);

  const codes: number[] = [];
  let exited = () => {};
  const exitedOnce = new Promise<void>((resolve) => (exited = resolve));
  const stop = createGracefulStop({
    server,
    // Any second signal counts as the operator's second Ctrl+C (not the same one told twice).
    repeatedSignalMs: 0,
    exit: (code) => {
      codes.push(code);
      if (code === 0) exited();
    },
  });
  const failures = jest.spyOn(console, "error");
  const stopping = stop();
  await stop();
  expect(codes).toEqual([1]);
  await stopping;
  await exitedOnce;
  expect(codes).toEqual([1, 0]);
  expect(server.listening).toBe(false);
  expect(await pdfBrowserProcessId()).toBeNull();
  expect(existsSync(profile)).toBe(false);
  // Nothing failed on the way: this process never opened a database, and that is nothing to close.
  expect(failures).not.toHaveBeenCalled();
  failures.mockRestore();
});
