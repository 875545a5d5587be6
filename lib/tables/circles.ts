// Circles by area and one circle's details (docs/api/tables.md). Circles are never de-chartered
// in this portal (the model has no such state), so every circle is in the active lists.
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { currentChairmanOfCircle, federationYearLabel, federationYearOf } from "../members/postings";
import { COUNTED_MEMBER } from "../reports/report-data";
import { areaNotFound } from "./list-tables";
import { CIRCLE_ITEM_SELECT, POSTING_SELECT, toChairman, toCircleItem, toOfficeBearer } from "./table-shapes";

const areaIdOrThrow = async (areaNo: number) => {
  const prisma = await getDb();
  const area = await prisma.area.findUnique({ where: { areaNo }, select: { id: true } });
  if (!area) throw areaNotFound(areaNo);
  return area.id;
};

/** getcirclebyareano/{areaNo}: the area's circles; 404 for an unknown area. */
export const listCirclesOfArea = async (areaNo: number) => {
  const areaId = await areaIdOrThrow(areaNo);
  const prisma = await getDb();
  const circles = await prisma.circle.findMany({ where: { areaId }, select: CIRCLE_ITEM_SELECT, orderBy: { circleNo: "asc" } });
  return circles.map(toCircleItem);
};

/** getcirclebyareanousingappuser/{areaNo}: the area's circles that have members in the portal, with how many. */
export const listCirclesOfAreaWithMembers = async (areaNo: number) => {
  const areaId = await areaIdOrThrow(areaNo);
  const prisma = await getDb();
  const circles = await prisma.circle.findMany({
    where: { areaId, members: { some: {} } },
    select: { ...CIRCLE_ITEM_SELECT, _count: { select: { members: true } } },
    orderBy: { circleNo: "asc" },
  });
  return circles.map((circle) => ({ ...toCircleItem(circle), memberCount: circle._count.members }));
};

/**
 * getcircledetailsbycircleno/{circleNo}: the circle, its office bearers of the year and its chairperson in office.
 * `memberCount` counts the circle's members as the reports do (COUNTED_MEMBER: active and approved).
 */
export const getCircleDetails = async (circleNo: number, at: Date = new Date()) => {
  const prisma = await getDb();
  const circle = await prisma.circle.findUnique({ where: { circleNo }, select: CIRCLE_ITEM_SELECT });
  if (!circle) throw new AppError("NOT_FOUND", `There is no circle ${circleNo}`);
  const year = federationYearOf(at);
  const [postings, chairman, memberCount] = await Promise.all([
    prisma.posting.findMany({
      where: { unitKind: "CIRCLE", unitNo: circleNo, year },
      select: POSTING_SELECT,
      orderBy: [{ role: "asc" }, { member: { fullName: "asc" } }, { id: "asc" }],
    }),
    currentChairmanOfCircle(circleNo, at),
    prisma.member.count({ where: { ...COUNTED_MEMBER, circleNo } }),
  ]);
  return {
    ...toCircleItem(circle),
    memberCount,
    year,
    yearLabel: federationYearLabel(year),
    officeBearers: postings.map(toOfficeBearer),
    chairman: toChairman(chairman),
  };
};
