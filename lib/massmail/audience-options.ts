// What the audience picker offers: areas with their tables and circles (de-chartered tables left
// out), the roles, and the years that have postings.
import { ROLES } from "../auth/roles";
import { getDb } from "../db/client";

export const getAudienceOptions = async () => {
  const prisma = await getDb();
  const [areas, years] = await Promise.all([
    prisma.area.findMany({
      orderBy: { areaNo: "asc" },
      select: {
        areaNo: true,
        name: true,
        tables: { where: { isDecharted: false }, orderBy: { tableNo: "asc" }, select: { tableNo: true, name: true } },
        circles: { orderBy: { circleNo: "asc" }, select: { circleNo: true, name: true } },
      },
    }),
    prisma.posting.findMany({ distinct: ["year"], orderBy: { year: "desc" }, select: { year: true } }),
  ]);
  return { areas, roles: ROLES, postingYears: years.map((row) => row.year) };
};
