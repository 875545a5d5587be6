// The client's address, decided once by the server in front of Next (server.ts) and handed to the
// app in one header that the server always overwrites, so a client cannot choose its own.
//
// With TRUSTED_PROXY_HOPS = 0 the socket's peer is the client. With n > 0, the last n hops (the
// socket's peer and the n - 1 right-most X-Forwarded-For entries) are our own proxies, and the
// entry just left of them is the client; anything further left was written by the client.
import { isIP } from "node:net";

export const CLIENT_ADDRESS_HEADER = "x-portal-client-address";

const normaliseAddress = (value: string | undefined | null): string | null => {
  if (!value) return null;
  let text = value.trim();
  // "[::1]:1234", "1.2.3.4:5678" and the IPv4-mapped IPv6 form of an IPv4 peer.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  if (text.toLowerCase().startsWith("::ffff:") && isIP(text.slice(7)) === 4) text = text.slice(7);
  return isIP(text) ? text.toLowerCase() : null;
};

/** The client address from the socket's peer and X-Forwarded-For, trusting `hops` proxies. */
export const resolveClientAddress = (
  peer: string | undefined | null,
  forwardedFor: string | string[] | undefined | null,
  hops: number,
): string | null => {
  const socketPeer = normaliseAddress(peer);
  if (hops <= 0) return socketPeer;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketPeer ?? ""];
  const index = chain.length - 1 - hops;
  // Fewer hops than configured: the left-most entry is the best we have (our first proxy's peer).
  return normaliseAddress(chain[Math.max(0, index)]);
};

/** The address server.ts resolved for this request, or null when the app runs without it. */
export const clientAddressOf = (headers: Headers | Record<string, string | string[] | undefined>): string | null => {
  const value = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER];
  return normaliseAddress(Array.isArray(value) ? value[0] : value);
};
