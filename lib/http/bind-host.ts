// The address server.ts listens on: `-H <host>` on the command line, else BIND_HOST, else every
// interface (0.0.0.0). Not HOSTNAME, which `next start` reads: Docker and Kubernetes set it to the
// container's name in every container, and a server bound to that name answers only on the
// container's own IP, not on 127.0.0.1, where the PDF renderer (PDF_RENDER_ORIGIN's default) and
// the usual health checks reach it.

export const DEFAULT_BIND_HOST = "0.0.0.0";

/** `flag`: the value of -H / --hostname, if given. */
export const bindHost = (flag: string | undefined, env: Record<string, string | undefined> = process.env): string => {
  const chosen = (flag ?? env.BIND_HOST ?? "").trim();
  return chosen === "" ? DEFAULT_BIND_HOST : chosen;
};
