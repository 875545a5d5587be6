// The tables and circles the secretariat's member dialogs choose from (manage/manageuserbyadmin).
// De-chartered tables come too, marked: a member who already belongs to one is shown in it, though
// none can be chosen (components/manage/unit-fields.tsx).
import { getDb } from "../db/client";

export type TUnitChoices = {
  tables: { tableNo: number; name: string; isDecharted: boolean }[];
  circles: { circleNo: number; name: string }[];
};

export const listUnitChoices = async (): Promise<TUnitChoices> => {
  const prisma = await getDb();
  const [tables, circles] = await Promise.all([
    prisma.table.findMany({ select: { tableNo: true, name: true, isDecharted: true }, orderBy: { tableNo: "asc" } }),
    prisma.circle.findMany({ select: { circleNo: true, name: true }, orderBy: { circleNo: "asc" } }),
  ]);
  return { tables, circles };
};
