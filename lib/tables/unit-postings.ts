// getareapostings and getcirclepostings (the secretariat's area postings screen): an area's chairman
// (AC) or a circle's office bearers (CEX, ACEX) of one federation year, with the members who may be
// posted there (the same rule savepostings applies: lib/tables/save-postings.ts).
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { federationYearLabel, federationYearOf } from "../members/postings";
import { areaNotFound } from "./list-tables";
import { postableMembersWhere } from "./postable-members";
import { POSTING_SELECT, toOfficeBearer } from "./table-shapes";

const UNIT_POSTING_SELECT = {
  ...POSTING_SELECT,
  member: { select: { ...POSTING_SELECT.member.select, isActive: true, isApproved: true } },
} as const satisfies Prisma.PostingSelect;

/**
 * A posting with the member's own table or circle, and whether they are still active and approved:
 * an inactive or unapproved member holds the posting in name only and chairs nothing (CHAIRING_MEMBER).
 */
const toUnitPosting = (posting: Prisma.PostingGetPayload<{ select: typeof UNIT_POSTING_SELECT }>) => ({
  ...toOfficeBearer(posting),
  tableNo: posting.member.tableNo,
  circleNo: posting.member.circleNo,
  isActive: posting.member.isActive,
  isApproved: posting.member.isApproved,
});

const CANDIDATE_SELECT = {
  id: true,
  title: true,
  fullName: true,
  userName: true,
  tableNo: true,
  circleNo: true,
} as const satisfies Prisma.MemberSelect;

const toCandidate = (member: Prisma.MemberGetPayload<{ select: typeof CANDIDATE_SELECT }>) => ({
  memberId: member.id,
  title: member.title,
  fullName: member.fullName,
  userName: member.userName,
  tableNo: member.tableNo,
  circleNo: member.circleNo,
});

const postingsAndCandidates = async (unitKind: "AREA" | "CIRCLE", unitNo: number, year: number) => {
  const prisma = await getDb();
  const [postings, candidates] = await Promise.all([
    prisma.posting.findMany({
      where: { unitKind, unitNo, year },
      select: UNIT_POSTING_SELECT,
      orderBy: [{ role: "asc" }, { member: { fullName: "asc" } }, { id: "asc" }],
    }),
    prisma.member.findMany({
      where: postableMembersWhere(unitKind, unitNo),
      select: CANDIDATE_SELECT,
      orderBy: [{ fullName: "asc" }, { id: "asc" }],
    }),
  ]);
  return {
    year,
    yearLabel: federationYearLabel(year),
    postings: postings.map(toUnitPosting),
    candidates: candidates.map(toCandidate),
  };
};

/** getareapostings/{areaNo}: the area's AC postings of `year` (this federation year by default), its circles and who may chair it. */
export const getAreaPostings = async (areaNo: number, year: number = federationYearOf(new Date())) => {
  const prisma = await getDb();
  const area = await prisma.area.findUnique({
    where: { areaNo },
    select: { areaNo: true, name: true, circles: { select: { circleNo: true, name: true }, orderBy: { circleNo: "asc" } } },
  });
  if (!area) throw areaNotFound(areaNo);
  return {
    areaNo: area.areaNo,
    areaName: area.name,
    circles: area.circles.map((circle) => ({ circleNo: circle.circleNo, circleName: circle.name })),
    ...(await postingsAndCandidates("AREA", areaNo, year)),
  };
};

/** getcirclepostings/{circleNo}: the circle's CEX and ACEX postings of `year` and its active members. */
export const getCirclePostings = async (circleNo: number, year: number = federationYearOf(new Date())) => {
  const prisma = await getDb();
  const circle = await prisma.circle.findUnique({
    where: { circleNo },
    select: { circleNo: true, name: true, area: { select: { areaNo: true, name: true } } },
  });
  if (!circle) throw new AppError("NOT_FOUND", `There is no circle ${circleNo}`);
  return {
    circleNo: circle.circleNo,
    circleName: circle.name,
    areaNo: circle.area.areaNo,
    areaName: circle.area.name,
    ...(await postingsAndCandidates("CIRCLE", circleNo, year)),
  };
};

/** Every area by number, for the area postings page (areas without tables too). */
export const listAreas = async () => {
  const prisma = await getDb();
  const areas = await prisma.area.findMany({ select: { areaNo: true, name: true }, orderBy: { areaNo: "asc" } });
  return areas.map((area) => ({ areaNo: area.areaNo, areaName: area.name }));
};
