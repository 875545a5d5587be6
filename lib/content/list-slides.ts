// The landing banner's active slides, in order.
import { getDb } from "../db/client";
import { slideSelect, toSlide } from "./shapes";
import type { TSlide } from "./types";

export const listSlides = async (): Promise<TSlide[]> => {
  const prisma = await getDb();
  const rows = await prisma.slide.findMany({
    where: { isActive: true },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: slideSelect,
  });
  return rows.map(toSlide);
};
