// Shared set-up of the mass-mail tests: areas, tables, a circle and members with addresses, the
// Admin and a member logged in, and readers of the mail a real SMTP server received.
import { hashPassword } from "@/lib/auth/password";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { seedArea, seedCircle, seedMember, seedTable } from "@/lib/db/seed/seed-functions";
import type { TPrisma } from "@/lib/db/client";
import type { TReceivedMail } from "../helpers/smtp-server";
import { logInAs, type TAuth } from "../auth/helpers";

export { getRequest, jsonRequest, send, fieldsOf, type TAuth, type TReply } from "../auth/helpers";

export type TWorld = { admin: TAuth; member: TAuth };

/**
 * Area 1: tables 11 and 12, circle 15; area 2: table 21. Members (all approved and active unless
 * said): t11-a, t11-b (TEX), t12-a, c15-a, t21-a (TEX); t11-shared and t12-shared share one
 * address; t11-noemail has none; t11-inactive and t11-unapproved are left out. `mm-admin` (Admin)
 * has no table; `mm-member` (User) is t11-a.
 */
export const seedWorld = async (prisma: TPrisma): Promise<TWorld> => {
  const area1 = await seedArea(prisma, 1, "Area 1");
  const area2 = await seedArea(prisma, 2, "Area 2");
  await seedTable(prisma, 11, "Table 11", area1.id);
  await seedTable(prisma, 12, "Table 12", area1.id);
  await seedTable(prisma, 21, "Table 21", area2.id);
  await seedCircle(prisma, 15, "Circle 15", area1.id);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const base = { password: DEMO_PASSWORD, passwordHash };
  await seedMember(prisma, {
    ...base,
    userName: "mm-admin",
    fullName: "Mail Admin",
    roles: ["Admin"],
    officeEmail: "admin@example.org",
  });
  await seedMember(prisma, {
    ...base,
    userName: "mm-member",
    fullName: "Asha Eleven",
    roles: ["User"],
    tableNo: 11,
    officeEmail: "t11-a@example.org",
  });
  await seedMember(prisma, {
    ...base,
    userName: "t11-b",
    fullName: "Bala Eleven",
    roles: ["TEX"],
    tableNo: 11,
    officeEmail: "T11-B@Example.org ",
  });
  await seedMember(prisma, {
    ...base,
    userName: "t12-a",
    fullName: "Chitra Twelve",
    roles: ["User"],
    tableNo: 12,
    officeEmail: "t12-a@example.org",
  });
  await seedMember(prisma, {
    ...base,
    userName: "c15-a",
    fullName: "Divya Circle",
    roles: ["CEX"],
    circleNo: 15,
    officeEmail: "c15-a@example.org",
  });
  await seedMember(prisma, {
    ...base,
    userName: "t21-a",
    fullName: "Esha TwentyOne",
    roles: ["TEX"],
    tableNo: 21,
    officeEmail: "t21-a@example.org",
  });
  await seedMember(prisma, {
    ...base,
    userName: "t11-shared",
    fullName: "Farah Shared",
    roles: ["User"],
    tableNo: 11,
    officeEmail: "office@example.org",
  });
  await seedMember(prisma, {
    ...base,
    userName: "t12-shared",
    fullName: "Gita Shared",
    roles: ["User"],
    tableNo: 12,
    officeEmail: "office@example.org",
  });
  await seedMember(prisma, { ...base, userName: "t11-noemail", fullName: "Hari None", roles: ["User"], tableNo: 11 });
  await prisma.member.update({ where: { userName: "t11-noemail" }, data: { officeEmail: null } });
  await seedMember(prisma, {
    ...base,
    userName: "t11-inactive",
    fullName: "Ivan Gone",
    roles: ["User"],
    tableNo: 11,
    isActive: false,
  });
  await seedMember(prisma, {
    ...base,
    userName: "t11-unapproved",
    fullName: "Jaya New",
    roles: ["User"],
    tableNo: 11,
    isApproved: false,
  });
  return { admin: await logInAs("mm-admin"), member: await logInAs("mm-member") };
};

/** Addresses of area 1 that receive mail: t11-a, t11-b, office (shared), t12-a, c15-a. */
export const AREA1_ADDRESSES = [
  "c15-a@example.org",
  "office@example.org",
  "t11-a@example.org",
  "t11-b@example.org",
  "t12-a@example.org",
];

/** Quoted-printable soft breaks and escapes undone. */
export const decodeQp = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export const headerOf = (mail: TReceivedMail, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "mi")
    .exec(mail.raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, " ")
    .trim() ?? null;

export const recipientsOf = (received: TReceivedMail[]) => received.flatMap((mail) => mail.to).sort();

export const paramsOf = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });

type TParamHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls a route that takes path parameters and reads its JSON reply. */
export const sendWith = async (handler: TParamHandler, req: Request, params: Record<string, string>) => {
  const res = await handler(req, paramsOf(params));
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text === "" ? undefined : (JSON.parse(text) as unknown) };
};
