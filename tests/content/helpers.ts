// Shared set-up of the content API tests: two log-ins (admin, member), local storage in a temp
// directory, requests with files, and readers of the error shape.
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { seedArea, seedCircle, seedMember, seedTable } from "@/lib/db/seed/seed-functions";
import type { TPrisma } from "@/lib/db/client";
import { logInAs, type TAuth, type TReply } from "../auth/helpers";
import { overrideEnv } from "../helpers/env";

export { fieldsOf, getRequest, jsonRequest, formRequest, send, type TAuth, type TReply } from "../auth/helpers";

export type TLogins = { admin: TAuth; member: TAuth };

/** Accounts `c-admin` (Admin) and `c-member` (User), table 1 and circle 1, logged in. */
export const seedAccounts = async (prisma: TPrisma): Promise<TLogins> => {
  const area = await seedArea(prisma, 91, "Content Test Area");
  await seedTable(prisma, 1, "Madras Round Table 1", area.id);
  await seedCircle(prisma, 1, "Madras Ladies Circle 1", area.id);
  await seedMember(prisma, { userName: "c-admin", password: DEMO_PASSWORD, fullName: "Content Admin", roles: ["Admin"] });
  await seedMember(prisma, {
    userName: "c-member",
    password: DEMO_PASSWORD,
    fullName: "Content Member",
    roles: ["User"],
    tableNo: 1,
  });
  return { admin: await logInAs("c-admin"), member: await logInAs("c-member") };
};

/** Local storage under a fresh temp directory for the file; returns the uploads root. */
export const setupTempStorage = () => {
  let root = "";
  let restoreEnv = () => {};
  beforeAll(async () => {
    root = await fsp.mkdtemp(path.join(os.tmpdir(), "content-test-"));
    restoreEnv = overrideEnv({ UPLOAD_DIR: path.join(root, "uploads"), STORAGE_DRIVER: "local" });
  });
  afterAll(async () => {
    restoreEnv();
    await fsp.rm(root, { recursive: true, force: true });
  });
  /** Names stored in a folder (temp dot-files excluded). */
  return async (folder: string) =>
    (await fsp.readdir(path.join(root, "uploads", folder)).catch(() => [] as string[])).filter((name) => !name.startsWith("."));
};

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const png = (size = 512) => Buffer.concat([PNG_MAGIC, randomBytes(size - PNG_MAGIC.length)]);
export const pdf = () => Buffer.from("%PDF-1.7\n% a tiny test document\n%%EOF\n");
export const svgText = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

export type TPart = string | { bytes: Buffer; filename: string; type?: string };

export const uploadRequest = (url: string, parts: Record<string, TPart>, auth?: TAuth) => {
  const form = new FormData();
  for (const [field, value] of Object.entries(parts)) {
    if (typeof value === "string") form.append(field, value);
    else
      form.append(
        field,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? "application/octet-stream" }),
        value.filename,
      );
  }
  const headers: Record<string, string> = {};
  if (auth?.cookie) headers.cookie = auth.cookie;
  return new Request(`http://localhost${url}`, { method: "POST", headers, body: form });
};

/** The message the reply gives for one field. */
export const messageFor = (reply: TReply, field: string) =>
  ((reply.body as { fields?: { field: string; message: string }[] }).fields ?? []).find((entry) => entry.field === field)
    ?.message;

export const paramsOf = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });

/** A valid FCRA donation form of an Indian citizen. */
export const INDIAN_DONOR = {
  donorType: "indian_citizen",
  donorName: "Ravi Kumar",
  email: "ravi@example.in",
  phone: "+91 98400 12345",
  addressLine1: "12 Gandhi Road",
  city: "Chennai",
  state: "Tamil Nadu",
  postalCode: "600001",
  country: "IN",
  pan: "abcpk1234d",
  amount: 5000,
  currency: "INR",
  purpose: "Classroom programme",
  consent: true,
} as const;

/** A valid foreign national's donation in euros (a foreign source under the FCRA). */
export const FOREIGN_DONOR = {
  donorType: "foreign_national",
  donorName: "Anna Schmidt",
  email: "anna@example.de",
  phone: "+49 30 1234567",
  addressLine1: "Hauptstrasse 5",
  city: "Berlin",
  postalCode: "10115",
  country: "DE",
  nationality: "German",
  passportNumber: "C01X00T47",
  amount: "250.50",
  currency: "EUR",
  purpose: "Flood relief",
  consent: true,
} as const;

/** A valid LMF application citing these uploaded documents (table 1). */
export const lmfApplication = (documents: string[]) => ({
  applicantName: "Meena Iyer",
  email: "meena@example.in",
  phone: "9840012345",
  addressLine1: "4 Temple Street",
  city: "Chennai",
  state: "Tamil Nadu",
  postalCode: "600004",
  pan: "ABCPI1234F",
  tableNo: 1,
  documents,
  consent: true,
});
