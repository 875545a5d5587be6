// Shared pieces of the member tests (profile, documents, administration): the demo world with a
// temp upload folder, real multipart bodies, what a write may leave behind, and the admin log.
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { POST as signUpPost } from "@/app/api/auth/signup/route";
import type { TPrisma } from "@/lib/db/client";
import type { TStorageFolder } from "@/lib/storage";
import { needsDemoSeed } from "@/lib/db/seed/demo";
import { jsonRequest, logInAs, send, type TAuth } from "../auth/helpers";

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const png = (size = 256) => Buffer.concat([PNG_MAGIC, randomBytes(Math.max(0, size - PNG_MAGIC.length))]);
export const gif = (size = 128) => Buffer.concat([Buffer.from("GIF89a"), randomBytes(size - 6)]);
export const pdf = () => Buffer.from("%PDF-1.4\n% a tiny age proof\n");
export const textFile = () => Buffer.from("just some text, not an image at all");

export type TPart = { field: string; bytes: Buffer; name?: string; type?: string };

const authHeaders = (auth?: TAuth): Record<string, string> => ({
  ...(auth?.cookie ? { cookie: auth.cookie } : {}),
  ...(auth?.bearer ? { authorization: `Bearer ${auth.bearer}` } : {}),
});

/** A real multipart body with text fields and file parts. */
export const multipart = (route: string, fields: Record<string, string>, files: TPart[], auth?: TAuth) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/png" }), file.name ?? "photo.png");
  return new Request(`http://localhost${route}`, { method: "POST", headers: authHeaders(auth), body: form });
};

/** Points storage at a fresh temp folder; returns its root. */
export const useTempStorage = async () => {
  delete process.env.NEXTAUTH_URL;
  delete process.env.SMTP_URL;
  const root = await fsp.mkdtemp(path.join(os.tmpdir(), "members-test-"));
  process.env.UPLOAD_DIR = root;
  process.env.STORAGE_DRIVER = "local";
  return root;
};

export const storedNames = async (root: string, folder: TStorageFolder) =>
  (await fsp.readdir(path.join(root, folder)).catch(() => [] as string[])).filter((name) => !name.startsWith(".")).sort();

/** The member's row as a refused write must leave it. */
export const memberRow = (prisma: TPrisma, userName: string) =>
  prisma.member.findUniqueOrThrow({
    where: { userName },
    include: { roles: { orderBy: { role: "asc" } } },
    omit: { updatedAt: true },
  });

export const adminChanges = (prisma: TPrisma, targetId?: number) =>
  prisma.adminChange.findMany({
    where: targetId === undefined ? {} : { targetKind: "member", targetId: String(targetId) },
    orderBy: { id: "asc" },
  });

/**
 * The demo world with a temp upload folder and the Admin logged in, for the administration tests:
 * registers the beforeAll; the returned function gives the Admin's auth once it has run. `db` is a
 * `setupTestDb({ demo: true })`, whose database starts with the demo seed.
 */
export const setupDemoAdmin = (db: () => { prisma: TPrisma }): (() => TAuth) => {
  let admin: TAuth | undefined;
  beforeAll(async () => {
    await useTempStorage();
    if (await needsDemoSeed(db().prisma)) throw new Error("setupDemoAdmin: the database is not setupTestDb({ demo: true })'s");
    admin = await logInAs("admin");
  });
  return () => {
    if (!admin) throw new Error("setupDemoAdmin: the Admin's auth is read before its beforeAll ran");
    return admin;
  };
};

/** A sign-up of table 2 through POST /api/auth/signup (password Welcome2026, name "New <userName>"). */
export const signUp = (userName: string, officeEmail: string) =>
  send(
    signUpPost,
    jsonRequest("/api/auth/signup", {
      userName,
      password: "Welcome2026",
      fullName: `New ${userName}`,
      officeEmail,
      phoneNumber: "9000012345",
      tableNo: 2,
    }),
  );
