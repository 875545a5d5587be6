// A small helpdesk world for the service-request tests: members in every part (requester, category
// admins, other members, Admin, NEX), three categories, sessions, request builders with real
// multipart bodies, a temp upload folder, and counts of everything a write may leave behind.
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "@/lib/auth/password";
import type { TRole } from "@/lib/auth/roles";
import { createMemberSessionRow, encodeSessionToken, sessionCookieName } from "@/lib/auth/session";
import type { TPrisma } from "@/lib/db/client";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { seedMember, seedServiceCategory } from "@/lib/db/seed/seed-functions";
import { setupTestDb } from "../helpers/test-db";
import { settleNotifications } from "@/lib/service-requests/notify";
import type { TAuth, TReply } from "../auth/helpers";

export { getRequest, jsonRequest, formRequest, send, type TAuth, type TReply } from "../auth/helpers";
export { settleNotifications };

const BASE = "http://localhost";

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const png = (size = 256) => Buffer.concat([PNG_MAGIC, randomBytes(Math.max(0, size - PNG_MAGIC.length))]);
export const jpeg = (size = 256) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);

export type TFilePart = { field: string; bytes: Buffer; name?: string; type?: string };

export const filePart = (field: string, bytes: Buffer, name = "photo.png", type = "image/png"): TFilePart => ({
  field,
  bytes,
  name,
  type,
});

/** A real multipart body: the `json` field (object, or raw text) and file parts. */
export const uploadRequest = (
  route: string,
  json: unknown,
  files: TFilePart[] = [],
  auth?: TAuth,
  extra: Record<string, string> = {},
) => {
  const form = new FormData();
  if (json !== undefined) form.append("json", typeof json === "string" ? json : JSON.stringify(json));
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return new Request(`${BASE}${route}`, { method: "POST", headers: auth?.cookie ? { cookie: auth.cookie } : {}, body: form });
};

type TParamsHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A handler of a dynamic route, called as Next calls it. */
export const withParams = (handler: TParamsHandler, params: Record<string, string>) => (req: Request) =>
  handler(req, { params: Promise.resolve(params) });

export type TMember = { id: number; userName: string; roles: TRole[]; auth: TAuth; email: string };

const MEMBERS = {
  requester: ["User"],
  requester2: ["User"],
  catAdmin: ["User"],
  catAdmin2: ["TEX"],
  otherCatAdmin: ["User"],
  other: ["User", "TEX", "CEX"],
  admin: ["Admin"],
  nex: ["NEX"],
} as const satisfies Record<string, TRole[]>;

export type TWorld = {
  members: Record<keyof typeof MEMBERS, TMember>;
  categories: { facilities: number; finance: number; empty: number };
  uploadDir: string;
};

export const authFor = async (memberId: number, roles: TRole[]): Promise<TAuth> => {
  const row = await createMemberSessionRow(memberId);
  return { cookie: `${sessionCookieName()}=${await encodeSessionToken({ sid: row.id, sub: String(memberId), roles })}` };
};

/** Seeds the world and points storage at a fresh temp folder (call in beforeAll, after setupTestDb). */
export const createWorld = async (prisma: TPrisma): Promise<TWorld> => {
  delete process.env.NEXTAUTH_URL;
  delete process.env.SMTP_URL;
  const root = await fsp.mkdtemp(path.join(os.tmpdir(), "sr-test-"));
  process.env.UPLOAD_DIR = root;
  process.env.STORAGE_DRIVER = "local";
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const members = {} as TWorld["members"];
  for (const [key, roles] of Object.entries(MEMBERS) as [keyof typeof MEMBERS, TRole[]][]) {
    const userName = `sr-${key.toLowerCase()}`;
    const email = `${userName}@example.org`;
    const row = await seedMember(prisma, {
      userName,
      password: DEMO_PASSWORD,
      passwordHash,
      fullName: `Test ${key}`,
      title: "Mx.",
      roles,
      tableNo: undefined,
      officeEmail: email,
    });
    members[key] = { id: row.id, userName, roles, auth: await authFor(row.id, roles), email };
  }
  const facilities = await seedServiceCategory(prisma, "Facilities", [members.catAdmin.id, members.catAdmin2.id]);
  const finance = await seedServiceCategory(prisma, "Finance Desk", [members.otherCatAdmin.id]);
  const empty = await seedServiceCategory(prisma, "Empty Category");
  return { members, categories: { facilities: facilities.id, finance: finance.id, empty: empty.id }, uploadDir: root };
};

export const storedFiles = async (world: TWorld) =>
  (await fsp.readdir(path.join(world.uploadDir, "servicerequests")).catch(() => [] as string[])).filter(
    (name) => !name.startsWith("."),
  );

/** Everything a write may leave behind; compare before and after a refused write. */
export const footprint = async (prisma: TPrisma, world: TWorld) => {
  await settleNotifications();
  const [requests, actions, mails, files, latest] = await Promise.all([
    prisma.serviceRequest.count(),
    prisma.serviceAction.count(),
    prisma.mailOutbox.count(),
    storedFiles(world),
    prisma.serviceRequest.findMany({
      select: { id: true, status: true, updatedAt: true, firstResponseAt: true, resolvedAt: true },
      orderBy: { id: "asc" },
    }),
  ]);
  return { requests, actions, mails, files: files.sort(), latest };
};

export const removeWorld = async (world: TWorld | undefined) => {
  await settleNotifications();
  if (world?.uploadDir) await fsp.rm(world.uploadDir, { recursive: true, force: true });
};

export const bodyOf = <T>(reply: TReply) => reply.body as T;

export const expectError = (reply: TReply, status: number, field?: string) => {
  expect(reply.status).toBe(status);
  const body = reply.body as { message: string; code: string; fields?: { field: string }[] };
  expect(typeof body.message).toBe("string");
  if (field) expect((body.fields ?? []).map((entry) => entry.field)).toContain(field);
  return body;
};

/**
 * A test file's fresh database and world: made before its tests, removed after them, with the
 * background mail settled after each test while the database is still open. `world` is filled
 * in by the file's first beforeAll.
 */
export const setupTestWorld = () => {
  const db = setupTestDb();
  const world = {} as TWorld;
  beforeAll(async () => {
    Object.assign(world, await createWorld(db().prisma));
  });
  afterEach(settleNotifications);
  afterAll(async () => {
    await removeWorld(world);
  });
  return { db, world };
};
