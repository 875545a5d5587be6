// Who a mass mail goes to. The audience names units (areas, tables, circles: where the members
// belong) and offices (roles now, or the postings of a federation year): a member is in it when
// they belong to one of the units (any unit when none is named) and hold one of the offices (any
// when none is named). `all` is everyone. Only active, approved members with an office e-mail of
// a table that is not de-chartered; one recipient per distinct address (lower-cased).
import { z } from "zod";
import { ROLES, toDbRole } from "../auth/roles";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { normaliseEmail } from "./unsubscribe-token";

const ZUnitNumbers = z.array(z.number().int().positive().max(1_000_000)).max(2000).default([]);

export const ZAudience = z
  .object({
    all: z.boolean().default(false),
    areas: ZUnitNumbers,
    tables: ZUnitNumbers,
    circles: ZUnitNumbers,
    roles: z.array(z.enum(ROLES)).max(ROLES.length).default([]),
    /** A federation year (2026 for 2026-27): the roles are matched against that year's postings. */
    postingYear: z.number().int().min(1950).max(2100).nullable().default(null),
  })
  .strict();

export type TAudience = z.infer<typeof ZAudience>;

export type TRecipient = { memberId: number; email: string; name: string };

const unique = <T>(values: readonly T[]) => [...new Set(values)];

const isEmpty = (audience: TAudience) =>
  audience.areas.length + audience.tables.length + audience.circles.length + audience.roles.length === 0 &&
  audience.postingYear === null;

/** Refuses an audience that names nothing, mixes `all` with a choice, or names units that do not exist. */
export const assertAudience = async (audience: TAudience): Promise<void> => {
  if (audience.all && !isEmpty(audience))
    throw fieldError("BAD_REQUEST", "audience", "choose either everyone or areas, tables, circles, roles and a year");
  if (!audience.all && isEmpty(audience))
    throw fieldError("BAD_REQUEST", "audience", "choose who receives the mail (areas, tables, circles, roles or a year)");
  const prisma = await getDb();
  const [areas, tables, circles] = await Promise.all([
    prisma.area.findMany({ where: { areaNo: { in: audience.areas } }, select: { areaNo: true } }),
    prisma.table.findMany({ where: { tableNo: { in: audience.tables } }, select: { tableNo: true } }),
    prisma.circle.findMany({ where: { circleNo: { in: audience.circles } }, select: { circleNo: true } }),
  ]);
  const missing = (field: string, wanted: number[], found: number[]) => {
    const unknown = unique(wanted).filter((no) => !found.includes(no));
    return unknown.length ? [{ field: `audience.${field}`, message: `no such ${field}: ${unknown.join(", ")}` }] : [];
  };
  const fields = [
    ...missing(
      "areas",
      audience.areas,
      areas.map((row) => row.areaNo),
    ),
    ...missing(
      "tables",
      audience.tables,
      tables.map((row) => row.tableNo),
    ),
    ...missing(
      "circles",
      audience.circles,
      circles.map((row) => row.circleNo),
    ),
  ];
  if (fields.length) throw new AppError("BAD_REQUEST", `${fields[0]!.field}: ${fields[0]!.message}`, { fields });
};

/** The members of the audience, as a `where` (rows outside it are never loaded). */
export const audienceWhere = (audience: TAudience): Prisma.MemberWhereInput => {
  // Who receives mail at all; "Retry failures" holds a failed address to the same (retry-failed.ts).
  const and: Prisma.MemberWhereInput[] = [
    { isActive: true, isApproved: true, officeEmail: { not: null } },
    { OR: [{ tableNo: null }, { table: { isDecharted: false } }] },
  ];
  const units: Prisma.MemberWhereInput[] = [];
  if (audience.tables.length) units.push({ tableNo: { in: audience.tables } });
  if (audience.circles.length) units.push({ circleNo: { in: audience.circles } });
  if (audience.areas.length)
    units.push({ table: { area: { areaNo: { in: audience.areas } } } }, { circle: { area: { areaNo: { in: audience.areas } } } });
  if (units.length) and.push({ OR: units });
  const roles = audience.roles.map(toDbRole);
  if (audience.postingYear !== null)
    and.push({ postings: { some: { year: audience.postingYear, ...(roles.length ? { role: { in: roles } } : {}) } } });
  else if (roles.length) and.push({ roles: { some: { role: { in: roles } } } });
  return { AND: and };
};

const PLAUSIBLE_EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** One recipient per distinct, plausible address, in member order (the first member's name). */
export const findAudienceRecipients = async (audience: TAudience): Promise<TRecipient[]> => {
  const prisma = await getDb();
  const members = await prisma.member.findMany({
    where: audienceWhere(audience),
    select: { id: true, fullName: true, title: true, officeEmail: true },
    orderBy: { id: "asc" },
  });
  const byEmail = new Map<string, TRecipient>();
  for (const member of members) {
    const email = normaliseEmail(member.officeEmail ?? "");
    if (email.length > 254 || !PLAUSIBLE_EMAIL.test(email) || byEmail.has(email)) continue;
    byEmail.set(email, { memberId: member.id, email, name: member.fullName.trim() });
  }
  return [...byEmail.values()];
};

export type TAudienceCount = {
  /** Addresses the mail will be sent to. */
  count: number;
  /** Distinct addresses in the audience. */
  addresses: number;
  /** Of those, unsubscribed from mail that is not essential (skipped unless essential). */
  optedOut: number;
};

export const splitOptedOut = async (recipients: TRecipient[], essential: boolean) => {
  if (essential || recipients.length === 0) return { send: recipients, skip: [] as TRecipient[] };
  const prisma = await getDb();
  const optOuts = new Set<string>();
  // In chunks: an IN list of 50,000 addresses is more than one statement should carry.
  for (let start = 0; start < recipients.length; start += 5000) {
    const rows = await prisma.mailOptOut.findMany({
      where: { email: { in: recipients.slice(start, start + 5000).map((recipient) => recipient.email) } },
      select: { email: true },
    });
    for (const row of rows) optOuts.add(row.email);
  }
  return {
    send: recipients.filter((recipient) => !optOuts.has(recipient.email)),
    skip: recipients.filter((recipient) => optOuts.has(recipient.email)),
  };
};

export const countAudience = async (audience: TAudience, essential: boolean): Promise<TAudienceCount> => {
  await assertAudience(audience);
  const recipients = await findAudienceRecipients(audience);
  const { send, skip } = await splitOptedOut(recipients, essential);
  return { count: send.length, addresses: recipients.length, optedOut: skip.length };
};
