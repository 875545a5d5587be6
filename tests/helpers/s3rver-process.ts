// A real s3rver that can page its listings (see s3rver-child.cjs for why it runs in its own process).
import { once } from "node:events";
import path from "node:path";
import readline from "node:readline";
import { startHelperProcess } from "./child-process";

export const startS3rverProcess = async (directory: string) => {
  const child = startHelperProcess(["--openssl-legacy-provider", path.join(__dirname, "s3rver-child.cjs"), directory]);
  const lines = readline.createInterface({ input: child.stdout });
  const [first] = (await Promise.race([
    once(lines, "line"),
    once(child, "exit").then(([code]) => Promise.reject(new Error(`s3rver exited early (${String(code)})`))),
  ])) as [string];
  lines.close();
  const { port } = JSON.parse(first) as { port: number };
  return {
    port,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.stdin.end();
      await exited;
    },
  };
};
