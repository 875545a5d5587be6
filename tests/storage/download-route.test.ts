// GET /api/storage/{folder}/{name}: who may download what, against a real database and local storage.
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GET as getContentFile } from "@/app/api/content/files/[folder]/[name]/route";
import { GET } from "@/app/api/storage/[folder]/[name]/route";
import { createMemberSessionRow, encodeSessionToken, sessionCookieName } from "@/lib/auth/session";
import type { TRole } from "@/lib/auth/roles";
import { seedMember, seedServiceCategory } from "@/lib/db/seed/seed-functions";
import { CONTROL_CHARACTER_MESSAGE } from "@/lib/http/input-guard";
import { getStorage } from "@/lib/storage";
import { setupTestDb } from "../helpers/test-db";
import { overrideEnv } from "../helpers/env";

const db = setupTestDb();

type TMember = { id: number; roles: TRole[] };

let root: string;
let restoreEnv = () => {};
const members: Record<"requester" | "categoryAdmin" | "admin" | "other" | "membersAdmin" | "pomAdmin", TMember> = {} as never;
const srFile = {
  name: `${"a".repeat(32)}-file.png`,
  bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(4096)]),
};
const panFile = { name: `${"b".repeat(32)}-file.jpg`, bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(512)]) };

const tokenFor = async (member: TMember) => {
  const row = await createMemberSessionRow(member.id);
  return encodeSessionToken({ sid: row.id, sub: String(member.id), roles: member.roles });
};

const download = async (folder: string, name: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/api/storage/${folder}/${name}`, { headers }), { params: Promise.resolve({ folder, name }) });

const downloadAs = async (member: TMember | null, folder: string, name: string) =>
  download(folder, name, member ? { cookie: `${sessionCookieName()}=${await tokenFor(member)}` } : {});

const seed = async (key: keyof typeof members, roles: TRole[]) => {
  const member = await seedMember(db().prisma, { userName: `st-${key}`, password: "Demo@12345", fullName: key, roles });
  members[key] = { id: member.id, roles };
  return member;
};

beforeAll(async () => {
  root = await fsp.mkdtemp(path.join(os.tmpdir(), "download-route-"));
  restoreEnv = overrideEnv({ UPLOAD_DIR: path.join(root, "uploads"), STORAGE_DRIVER: "local" });
  const { prisma } = db();
  await seed("requester", ["User"]);
  await seed("categoryAdmin", ["User"]);
  await seed("admin", ["Admin"]);
  await seed("other", ["User", "TEX"]);
  await seed("membersAdmin", ["Admin-Members"]);
  await seed("pomAdmin", ["Admin-Pom"]);
  const category = await seedServiceCategory(prisma, "Storage Tests", [members.categoryAdmin.id]);
  await seedServiceCategory(prisma, "Other Category", [members.other.id]);
  const request = await prisma.serviceRequest.create({
    data: {
      ticketNumber: "SR-2026-900001",
      title: "Printer",
      categoryId: category.id,
      year: 2026,
      requesterId: members.requester.id,
    },
  });
  await prisma.serviceAction.create({
    data: { serviceRequestId: request.id, year: 2026, fileNames: `other-file.png,${srFile.name},missing-file.png` },
  });
  await prisma.member.update({
    where: { id: members.requester.id },
    data: { panCardFileName: `old-file.jpg, ${panFile.name}`, form12FileName: "axb-file.png,z-file.png,own_doc-file.png" },
  });
  await getStorage().put("servicerequests", srFile.name, srFile.bytes);
  await getStorage().put("pandocuments", panFile.name, panFile.bytes);
  await getStorage().put("pomdocuments", "stage-file.pdf", Buffer.from("%PDF-1.4 stage"));
  await fsp.writeFile(path.join(root, "passwd"), "root:x:0:0");
});

afterAll(async () => {
  restoreEnv();
  await fsp.rm(root, { recursive: true, force: true });
});

describe("GET /api/storage/servicerequests/{name}", () => {
  it("streams the file to the requester with the safe headers", async () => {
    const res = await downloadAs(members.requester, "servicerequests", srFile.name);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="file.png"');
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // Personal: no browser or proxy keeps it past the session.
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-length")).toBe(String(srFile.bytes.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(srFile.bytes)).toBe(true);
  });

  it("lets the category's admin and an Admin read it", async () => {
    for (const member of [members.categoryAdmin, members.admin]) {
      const res = await downloadAs(member, "servicerequests", srFile.name);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(srFile.bytes)).toBe(true);
    }
  });

  it("refuses another member (even an admin of another category) with 403", async () => {
    const res = await downloadAs(members.other, "servicerequests", srFile.name);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "FORBIDDEN" });
  });

  it("answers 401 without a session", async () => {
    expect((await downloadAs(null, "servicerequests", srFile.name)).status).toBe(401);
  });

  it("accepts a bearer token", async () => {
    const res = await download("servicerequests", srFile.name, { authorization: `Bearer ${await tokenFor(members.requester)}` });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(srFile.bytes)).toBe(true);
  });

  it("answers 404 for a name no row references, and for a referenced file missing from storage", async () => {
    expect((await downloadAs(members.requester, "servicerequests", "unknown-file.png")).status).toBe(404);
    expect((await downloadAs(members.admin, "servicerequests", "unknown-file.png")).status).toBe(404);
    expect((await downloadAs(members.requester, "servicerequests", "missing-file.png")).status).toBe(404);
    // Part of a listed name is not a listed name.
    expect((await downloadAs(members.requester, "servicerequests", "file.png")).status).toBe(404);
  });

  // Raw and decoded forms: some frameworks hand route params over decoded, some not.
  it.each(["..%2F..%2Fetc%2Fpasswd", "../../passwd", "..\\..\\passwd", "a%00.png", "a\u0000.png", ".hidden"])(
    "refuses the name %j with 400",
    async (name) => {
      const url = `http://localhost/api/storage/servicerequests/${encodeURIComponent(name)}`;
      const cookie = `${sessionCookieName()}=${await tokenFor(members.admin)}`;
      const res = await GET(new Request(url, { headers: { cookie } }), {
        params: Promise.resolve({ folder: "servicerequests", name }),
      });
      expect(res.status).toBe(400);
      // A NUL is refused for every route before the name's own rule runs (lib/http/input-guard.ts).
      const message = name.includes("\u0000") ? CONTROL_CHARACTER_MESSAGE : "not a valid file name";
      expect(await res.json()).toMatchObject({ code: "BAD_REQUEST", fields: [{ field: "params.name", message }] });
    },
  );

  it.each(["..", "%2e%2e", "..%2F..%2Fpasswd"])(
    "never serves a file outside its folder for a path that climbs (%s)",
    async (name) => {
      const res = await downloadAs(members.admin, "servicerequests", name);
      expect([400, 403, 404]).toContain(res.status);
      expect(await res.text()).not.toContain("root:x");
    },
  );

  it("refuses an unknown folder with 400", async () => {
    const res = await downloadAs(members.admin, "secrets", srFile.name);
    expect(res.status).toBe(400);
  });
});

describe("GET /api/storage/{member document folder}/{name}", () => {
  it("lets the owner and Admin-Members read a PAN document, and refuses other members", async () => {
    const owner = await downloadAs(members.requester, "pandocuments", panFile.name);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("content-type")).toBe("image/jpeg");
    // A PAN card stays in no browser cache after log-out.
    expect(owner.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await owner.arrayBuffer()).equals(panFile.bytes)).toBe(true);
    expect((await downloadAs(members.membersAdmin, "pandocuments", panFile.name)).status).toBe(200);
    expect((await downloadAs(members.admin, "pandocuments", panFile.name)).status).toBe(200);
    expect((await downloadAs(members.other, "pandocuments", panFile.name)).status).toBe(403);
  });

  it("matches the folder's own column only, and whole entries only", async () => {
    // Referenced by the PAN column, so not a Form 12A document.
    expect((await downloadAs(members.requester, "formdocuments", panFile.name)).status).toBe(404);
    // "_" is not a wildcard: "a_b-file.png" is not "axb-file.png".
    expect((await downloadAs(members.other, "formdocuments", "a_b-file.png")).status).toBe(404);
    expect((await downloadAs(members.other, "formdocuments", "axb-file.png")).status).toBe(403);
    expect((await downloadAs(members.other, "formdocuments", "own_doc-file.png")).status).toBe(403);
    expect((await downloadAs(members.other, "formdocuments", "own-doc-file.png")).status).toBe(404);
  });
});

describe("GET /api/storage/reports/{name}", () => {
  it("serves a stored report PDF to its member only: 404 to anyone else, the Admin included", async () => {
    const name = `m${members.requester.id}-directory-${"c".repeat(32)}.pdf`;
    await getStorage().put("reports", name, Buffer.from("%PDF-1.4 directory"));
    const owner = await downloadAs(members.requester, "reports", name);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("cache-control")).toBe("private, no-store");
    expect(await owner.text()).toBe("%PDF-1.4 directory");
    for (const member of [members.admin, members.membersAdmin, members.other]) {
      const res = await downloadAs(member, "reports", name);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("%PDF");
    }
  });
});

describe("GET /api/storage/{other folders}/{name}", () => {
  it("lets Admin-Pom read POM documents and refuses a plain member", async () => {
    const res = await downloadAs(members.pomAdmin, "pomdocuments", "stage-file.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(await res.text()).toBe("%PDF-1.4 stage");
    expect((await downloadAs(members.requester, "pomdocuments", "stage-file.pdf")).status).toBe(403);
    expect((await downloadAs(members.pomAdmin, "pomdocuments", "absent-file.pdf")).status).toBe(404);
  });

  it("keeps the folders of later features to Admin", async () => {
    // blog is public and lmf Admin-only since issue 4 (tests/content/blog-admin.test.ts).
    expect((await downloadAs(members.pomAdmin, "logos", "x-file.png")).status).toBe(403);
    expect((await downloadAs(members.admin, "logos", "x-file.png")).status).toBe(404);
  });
});

// Next answers HEAD with the GET handler, the request's method left "HEAD".
describe("HEAD on a file", () => {
  const head = (url: string, params: Record<string, string>, headers: Record<string, string> = {}) =>
    [new Request(url, { method: "HEAD", headers }), { params: Promise.resolve(params) }] as const;

  it("answers a public blog image with GET's headers and no body", async () => {
    const name = `${"d".repeat(32)}-file.png`;
    await getStorage().put("blog", name, srFile.bytes);
    const res = await getContentFile(...head(`http://localhost/api/content/files/blog/${name}`, { folder: "blog", name }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-length")).toBe(String(srFile.bytes.length));
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.body).toBeNull();
  });

  it("lets the owner have a stored document's headers, and refuses another member", async () => {
    const url = `http://localhost/api/storage/pandocuments/${panFile.name}`;
    const params = { folder: "pandocuments", name: panFile.name };
    const cookieOf = async (member: TMember) => ({ cookie: `${sessionCookieName()}=${await tokenFor(member)}` });
    const owner = await GET(...head(url, params, await cookieOf(members.requester)));
    expect(owner.status).toBe(200);
    expect(owner.headers.get("content-length")).toBe(String(panFile.bytes.length));
    expect(owner.body).toBeNull();
    expect((await GET(...head(url, params, await cookieOf(members.other)))).status).toBe(403);
  });
});
