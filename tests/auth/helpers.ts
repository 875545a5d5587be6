// Request builders and reply readers for the /api/auth tests. Every reply body goes through
// `send`, which fails the test when the body carries a password hash, a reset token hash or a
// session id.
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { getDb } from "@/lib/db/client";
import { POST as loginPost } from "@/app/api/auth/login/route";

export type TAuth = { cookie?: string; bearer?: string };
type THandler = (req: Request) => Promise<Response>;

const BASE = "http://localhost";

const authHeaders = (auth?: TAuth): Record<string, string> => ({
  ...(auth?.cookie ? { cookie: auth.cookie } : {}),
  ...(auth?.bearer ? { authorization: `Bearer ${auth.bearer}` } : {}),
});

export const getRequest = (path: string, auth?: TAuth) =>
  new Request(`${BASE}${path}`, { method: "GET", headers: authHeaders(auth) });

export const jsonRequest = (path: string, body: unknown, auth?: TAuth) =>
  new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...authHeaders(auth) },
    body: JSON.stringify(body),
  });

export const formRequest = (path: string, fields: Record<string, string>, auth?: TAuth) =>
  new Request(`${BASE}${path}`, { method: "POST", headers: authHeaders(auth), body: new URLSearchParams(fields) });

export const multipartRequest = (path: string, fields: Record<string, string>, auth?: TAuth) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return new Request(`${BASE}${path}`, { method: "POST", headers: authHeaders(auth), body: form });
};

export const expectNoSecrets = async (text: string) => {
  expect(text).not.toContain("passwordHash");
  expect(text).not.toContain("$argon2");
  expect(text).not.toContain("tokenHash");
  const prisma = await getDb();
  const [tokens, sessions, hashes] = await Promise.all([
    prisma.passwordResetToken.findMany({ select: { tokenHash: true } }),
    prisma.authSession.findMany({ select: { id: true } }),
    prisma.member.findMany({ select: { passwordHash: true } }),
  ]);
  for (const { tokenHash } of tokens) expect(text).not.toContain(tokenHash);
  for (const { id } of sessions) expect(text).not.toContain(id);
  for (const { passwordHash } of hashes) expect(text).not.toContain(passwordHash);
};

export type TReply = { status: number; headers: Headers; body: unknown; text: string };

export const send = async (handler: THandler, req: Request): Promise<TReply> => {
  const res = await handler(req);
  const text = await res.text();
  await expectNoSecrets(text);
  return { status: res.status, headers: res.headers, text, body: text === "" ? undefined : JSON.parse(text) };
};

/** A caller of a route that takes a JSON POST: `(auth, body)` to the reply. */
export const jsonPoster = (handler: THandler, path: string) => (auth: TAuth | undefined, body: unknown) =>
  send(handler, jsonRequest(path, body, auth));

/** "name=value" of a reply's Set-Cookie, ready for a `cookie` request header. */
export const cookieOf = (reply: TReply) => {
  const header = reply.headers.get("set-cookie");
  if (!header) throw new Error("no Set-Cookie in the reply");
  return header.split(";")[0]!;
};

export const logIn = (username: string, password = DEMO_PASSWORD) =>
  send(loginPost, jsonRequest("/api/auth/login", { username, password }));

export const logInAs = async (username: string, password = DEMO_PASSWORD): Promise<TAuth> => {
  const reply = await logIn(username, password);
  expect(reply.body).toBe(1);
  return { cookie: cookieOf(reply) };
};

export const fieldsOf = (reply: TReply) =>
  ((reply.body as { fields?: { field: string }[] }).fields ?? []).map((entry) => entry.field);
