// The unsubscribe link of mail that is not essential: a token naming the address, signed with an
// HMAC under a key derived (HKDF, its own salt) from the portal's auth secret (lib/auth/secrets.ts),
// so nobody can unsubscribe an address they did not receive mail at. It does not expire: an old
// mail's link keeps working.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "../auth/secrets";
import { siteUrl } from "../seo/site";

const keyOf = (secret: string) => Buffer.from(hkdfSync("sha256", secret, "massmail-unsubscribe", "v1", 32));

const macOf = (email: string, secret: string) => createHmac("sha256", keyOf(secret)).update(`unsubscribe:${email}`).digest();

/** Addresses are kept lower-cased and trimmed everywhere in mass mail. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const signUnsubscribeToken = (email: string, secret = getAuthSecret()): string => {
  const address = normaliseEmail(email);
  return `${Buffer.from(address).toString("base64url")}.${macOf(address, secret).toString("base64url")}`;
};

/** The address the token names, or null when it is not one we signed. */
export const verifyUnsubscribeToken = (token: string, secret = getAuthSecret()): string | null => {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const address = Buffer.from(match[1]!, "base64url").toString("utf8");
  if (address !== normaliseEmail(address) || !address.includes("@")) return null;
  const given = Buffer.from(match[2]!, "base64url");
  const expected = macOf(address, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
};

/** The page the link in the mail opens (it asks before it records anything). */
export const unsubscribePageUrl = (email: string) => {
  const url = new URL("/unsubscribe", siteUrl());
  url.searchParams.set("token", signUnsubscribeToken(email));
  return url.toString();
};

/** RFC 8058 one-click target of the List-Unsubscribe header (a POST from the mail client). */
export const oneClickUnsubscribeUrl = (email: string) => {
  const url = new URL("/api/massmail/unsubscribe", siteUrl());
  url.searchParams.set("token", signUnsubscribeToken(email));
  return url.toString();
};
