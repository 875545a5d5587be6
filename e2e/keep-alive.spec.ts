// An idle keep-alive connection stays open past Node's default 5 s (KEEP_ALIVE_SECONDS, 65 by
// default). With 5 s, a client or load balancer that reused a connection as the server closed it
// met a reset: an e2e request failed with ECONNRESET after a page load of about that long.
import { Agent, get } from "node:http";
import { expect, test } from "./test";

/** A GET of `path` through `agent`: its status and whether it went on a connection used before. */
const fetchThrough = (agent: Agent, url: string) =>
  new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on("error", reject);
  });

test("an idle connection is still open, and reused, after Node's default 5 s", async ({ baseURL }) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await fetchThrough(agent, `${baseURL}/robots.txt`);
    expect(first).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6500));
    // Closed by the server at 5 s, the agent would have dropped it and opened a new one.
    expect(await fetchThrough(agent, `${baseURL}/robots.txt`)).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
