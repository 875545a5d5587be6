// Terms of office. A Posting gives a member a role in a table, circle or area for one federation
// year (1 July to 30 June, Indian time), named by the calendar year it starts in. Who chairs a
// unit "now" is read from the postings of the year `at` falls in, so the chairman's rights (the
// grant OTPs, the area chairman's applications, the completion check) pass to the next year's
// chairman at midnight IST on 1 July with no edit, and the history stays.
//
// Fallback (docs/decisions.md, issue 13): a unit that has never had a posting of the chairman's
// role in any year up to `at`'s is still on the rule from before postings (a table's member with
// TEX-C, a circle's with CEX, Area.chairmanId). Once a unit has such a posting, only postings
// count: a year with none means nobody chairs it, never the old rule. A posting recorded in advance
// for next year switches the unit over when that year starts, not when it is recorded.
import type { TRole } from "../auth/roles";
import { getDb } from "../db/client";
import type { Prisma, PrismaClient } from "../db/generated/client";
import type { Role, UnitKind } from "../db/generated/enums";
import { IST_OFFSET_MS } from "../india-time";

type TDb = Prisma.TransactionClient | PrismaClient;

/** India Standard Time is UTC+05:30 all year (no daylight saving). */

/** The federation year `at` falls in, by the year it starts: 2026 for 1 July 2026 to 30 June 2027 (IST). */
export const federationYearOf = (at: Date): number => {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return ist.getUTCMonth() >= 6 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
};

/** "2026-27" for 2026. */
export const federationYearLabel = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, "0")}`;

/** The instant the federation year starts: 1 July, 00:00 IST. */
export const federationYearStart = (year: number) => new Date(Date.UTC(year, 6, 1) - IST_OFFSET_MS);

/** Roles a posting may carry, per kind of unit (display names). */
export const POSTING_ROLES = {
  TABLE: ["TEX-C", "TEX-S", "TEX", "ATEX"],
  CIRCLE: ["CEX", "ACEX"],
  AREA: ["AC"],
  NATIONAL: ["NEX", "NPC", "Admin-Pom"],
} as const satisfies Record<UnitKind, readonly TRole[]>;

/** The chairman's role of each kind of unit: one member per unit and year. */
export const CHAIRMAN_ROLE = { TABLE: "TEX_C", CIRCLE: "CEX", AREA: "AC" } as const satisfies Partial<Record<UnitKind, Role>>;

export type TChairmanUnit = keyof typeof CHAIRMAN_ROLE;

/**
 * The members who belong to a unit: a table's or a circle's own, or for an area those of its tables
 * and circles. A posting counts only while its member still belongs to the unit, so a posting left
 * behind by a move (refused by updatememberbyadmin, lib/members/unit-move.ts) signs nothing.
 */
export const memberOfUnitWhere = (unitKind: TChairmanUnit, unitNo: number): Prisma.MemberWhereInput => {
  if (unitKind === "TABLE") return { tableNo: unitNo };
  if (unitKind === "CIRCLE") return { circleNo: unitNo };
  return { OR: [{ table: { area: { areaNo: unitNo } } }, { circle: { area: { areaNo: unitNo } } }] };
};

/**
 * Who may hold an office at all: a unit's member as the reports count one (their COUNTED_MEMBER
 * is this), so active and approved. A sign-up the secretariat has not approved, or an un-approved account,
 * chairs nothing: the grant OTP would go to an address nobody checked.
 */
export const CHAIRING_MEMBER = { isActive: true, isApproved: true } as const satisfies Prisma.MemberWhereInput;

/**
 * Who may be given a new posting: a chairing member whose account is not locked. Locking shuts the
 * log-in (docs/decisions.md, disablelock) and leaves the member's offices as they are, but a locked
 * account cannot reach the screens a posting opens: the secretariat unlocks it first.
 */
export const POSTABLE_MEMBER = { ...CHAIRING_MEMBER, isLocked: false } as const satisfies Prisma.MemberWhereInput;

const CHAIRMAN_SELECT = {
  id: true,
  title: true,
  fullName: true,
  officeEmail: true,
  phoneNumber: true,
  isActive: true,
  isApproved: true,
} as const;

export type TChairman = {
  id: number;
  title: string | null;
  fullName: string;
  officeEmail: string | null;
  phoneNumber: string | null;
};

const chairingOnly = (member: (TChairman & { isActive: boolean; isApproved: boolean }) | null | undefined): TChairman | null => {
  if (!member?.isActive || !member.isApproved) return null;
  return {
    id: member.id,
    title: member.title,
    fullName: member.fullName,
    officeEmail: member.officeEmail,
    phoneNumber: member.phoneNumber,
  };
};

/** The rule from before postings, for units that have never had a chairman's posting. */
const legacyChairman = async (db: TDb, unitKind: TChairmanUnit, unitNo: number) => {
  if (unitKind === "AREA") {
    const area = await db.area.findUnique({ where: { areaNo: unitNo }, select: { chairman: { select: CHAIRMAN_SELECT } } });
    return chairingOnly(area?.chairman);
  }
  const member = await db.member.findFirst({
    where: {
      ...(unitKind === "TABLE" ? { tableNo: unitNo } : { circleNo: unitNo }),
      ...CHAIRING_MEMBER,
      roles: { some: { role: CHAIRMAN_ROLE[unitKind] } },
    },
    select: CHAIRMAN_SELECT,
    orderBy: { id: "asc" },
  });
  return chairingOnly(member);
};

/**
 * The unit's chairman in office at `at` (postings of that federation year), or null; an inactive
 * or unapproved member, or one no longer of the unit, chairs nothing.
 */
export const currentChairmanOf = async (
  unitKind: TChairmanUnit,
  unitNo: number,
  at: Date = new Date(),
  db?: TDb,
): Promise<TChairman | null> => {
  const prisma = db ?? (await getDb());
  const role = CHAIRMAN_ROLE[unitKind];
  const posting = await prisma.posting.findFirst({
    where: { unitKind, unitNo, role, year: federationYearOf(at), member: memberOfUnitWhere(unitKind, unitNo) },
    select: { member: { select: CHAIRMAN_SELECT } },
    orderBy: { id: "asc" },
  });
  if (posting) return chairingOnly(posting.member);
  // A posting recorded in advance for a later year does not end the old rule before that year starts.
  const everPosted = await prisma.posting.findFirst({
    where: { unitKind, unitNo, role, year: { lte: federationYearOf(at) } },
    select: { id: true },
  });
  return everPosted ? null : legacyChairman(prisma, unitKind, unitNo);
};

export const currentChairmanOfTable = (tableNo: number, at?: Date, db?: TDb) => currentChairmanOf("TABLE", tableNo, at, db);
export const currentChairmanOfCircle = (circleNo: number, at?: Date, db?: TDb) => currentChairmanOf("CIRCLE", circleNo, at, db);
export const currentChairmanOfArea = (areaNo: number, at?: Date, db?: TDb) => currentChairmanOf("AREA", areaNo, at, db);

/**
 * The areas `memberId` chairs at `at`: their AC postings of that year in the area of their table or
 * of their circle, and areas still on Area.chairmanId.
 */
export const areasChairedBy = async (memberId: number, at: Date = new Date(), db?: TDb): Promise<number[]> => {
  const prisma = db ?? (await getDb());
  const [posted, legacy] = await Promise.all([
    prisma.posting.findMany({
      where: { memberId, unitKind: "AREA", role: "AC", year: federationYearOf(at), member: CHAIRING_MEMBER },
      select: {
        unitNo: true,
        member: {
          select: {
            table: { select: { area: { select: { areaNo: true } } } },
            circle: { select: { area: { select: { areaNo: true } } } },
          },
        },
      },
    }),
    prisma.area.findMany({ where: { chairmanId: memberId, chairman: CHAIRING_MEMBER }, select: { areaNo: true } }),
  ]);
  const legacyNos = legacy.map((row) => row.areaNo);
  const onPostings =
    legacyNos.length === 0
      ? []
      : await prisma.posting.findMany({
          where: { unitKind: "AREA", role: "AC", unitNo: { in: legacyNos }, year: { lte: federationYearOf(at) } },
          select: { unitNo: true },
          distinct: ["unitNo"],
        });
  const areaNos = new Set<number>(
    posted.flatMap((row) => {
      // The area of their table or of their circle: the areas savepostings posts them in and
      // memberOfUnitWhere counts them for (a member of both may be in two areas).
      const ownAreas = [row.member.table?.area.areaNo, row.member.circle?.area.areaNo];
      return row.unitNo !== null && ownAreas.includes(row.unitNo) ? [row.unitNo] : [];
    }),
  );
  for (const areaNo of legacyNos) if (!onPostings.some((row) => row.unitNo === areaNo)) areaNos.add(areaNo);
  return [...areaNos].sort((a, b) => a - b);
};
