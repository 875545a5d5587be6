// @database-independent
// An S3 server that accepts the connection and never answers: a request fails after the socket's
// idle time instead of holding its caller (an upload, a mail's attachment, a job) for ever.
import net from "node:net";
import { createS3Client, createS3Storage } from "@/lib/storage";

it("fails a request to a server that never answers", async () => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const client = createS3Client(
    {
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    },
    { socketTimeout: 300 },
  );
  try {
    const storage = createS3Storage({ bucket: "portal-test", client });
    const started = Date.now();
    await expect(storage.get("blog", "silent.txt")).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(8000);
    expect(sockets.size).toBeGreaterThan(0);
  } finally {
    client.destroy();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}, 15_000);
