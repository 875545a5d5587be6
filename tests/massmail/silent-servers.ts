// Mail servers that do not answer, for the tests of an SMTP outage: a port nobody listens on (the
// connection is refused), and a real TCP server that drops each connection, either at once (before
// its greeting) or once the message is about to be sent (after DATA), counting the connections.
import net, { type AddressInfo } from "node:net";

/** A port on 127.0.0.1 that was free a moment ago and is closed now: connecting is refused. */
export const closedPort = async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

export type TDropAt = "connect" | "data";

/** A server that speaks SMTP only far enough to drop the connection at `dropAt` (changeable). */
export const startDroppingServer = async (dropAt: TDropAt) => {
  const state = { dropAt, connections: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    if (state.dropAt === "connect") return void socket.destroy();
    socket.write("220 drop.example ESMTP\r\n");
    socket.on("data", (chunk: Buffer) => {
      const command = chunk.toString("latin1").slice(0, 4).toUpperCase();
      if (command === "DATA") socket.destroy();
      else if (command === "QUIT") socket.end("221 bye\r\n");
      else socket.write("250 ok\r\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    state,
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
