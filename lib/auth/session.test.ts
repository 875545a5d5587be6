// @database-independent
// The session decoder derives next-auth's key once and decrypts with jose itself: it must read
// exactly what next-auth's own encode writes (cookies with next-auth's salt, bearer tokens with
// ours), and nothing under another secret, salt or with a changed byte.
import { encode } from "next-auth/jwt";
import { decodeBearerToken, decodeCookieToken } from "./session";
import { getAuthSecret } from "./secrets";

const claims = { sid: "session-id-1", sub: "7", name: "member", roles: ["User"] };

describe("session token decoding", () => {
  beforeAll(() => {
    process.env.NEXTAUTH_SECRET = "unit-test-session-secret-0123456789abcdef";
  });

  it("reads a session cookie written by next-auth's encode, as a cookie and as a bearer", async () => {
    const token = await encode({ token: claims, secret: getAuthSecret() });
    expect(await decodeCookieToken(token)).toMatchObject(claims);
    expect(await decodeBearerToken(token)).toMatchObject(claims);
  });

  it("reads a bearer token (next-auth's encode, our salt) only as a bearer", async () => {
    const token = await encode({ token: claims, secret: getAuthSecret(), salt: "federation-portal bearer token" });
    expect(await decodeBearerToken(token)).toMatchObject({ ...claims, kind: "bearer" });
    expect(await decodeCookieToken(token)).toBeNull();
  });

  it("refuses a token under another secret or salt, a changed byte and an expired token", async () => {
    const otherSecret = await encode({ token: claims, secret: "another-secret-0123456789abcdef-0123456789" });
    const otherSalt = await encode({ token: claims, secret: getAuthSecret(), salt: "another salt" });
    const good = await encode({ token: claims, secret: getAuthSecret() });
    const parts = good.split(".");
    parts[3] = `${parts[3]!.slice(0, -2)}${parts[3]!.endsWith("AA") ? "BB" : "AA"}`;
    const expired = await encode({ token: claims, secret: getAuthSecret(), maxAge: -60 });
    for (const token of [otherSecret, otherSalt, parts.join("."), expired, "not-a-token"]) {
      expect(await decodeCookieToken(token)).toBeNull();
      expect(await decodeBearerToken(token)).toBeNull();
    }
  });
});
