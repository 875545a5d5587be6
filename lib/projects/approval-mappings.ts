// Which elements each approving role must confirm (projects/approvalelmentsmapping): read, and
// replace the whole mapping of a pack in one transaction (saveapprovalelementsmapping). The mapping
// of a pack in use is fixed like its stages and elements: the applications under review are
// confirmed against it.
import { fromDbRole, toDbRole, type TRole } from "../auth/roles";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { assertPackStructureEditable } from "./packs";

export type TApprovalMapping = { role: TRole; elementIds: number[] };

const mappingsOf = (rows: { role: Parameters<typeof fromDbRole>[0]; elementId: number }[]): TApprovalMapping[] => {
  const byRole = new Map<TRole, number[]>();
  for (const row of rows) {
    const role = fromDbRole(row.role);
    byRole.set(role, [...(byRole.get(role) ?? []), row.elementId]);
  }
  return [...byRole.entries()].map(([role, elementIds]) => ({ role, elementIds: elementIds.sort((a, b) => a - b) }));
};

export const getApprovalMappings = async (packId: number): Promise<TApprovalMapping[]> => {
  const prisma = await getDb();
  if (!(await prisma.projectPack.findUnique({ where: { id: packId }, select: { id: true } })))
    throw new AppError("NOT_FOUND", "No such project pack");
  const rows = await prisma.approvalElementMapping.findMany({
    where: { packId },
    orderBy: [{ role: "asc" }, { elementId: "asc" }],
  });
  return mappingsOf(rows);
};

/** Every element named must belong to the pack; the old mapping is replaced as a whole. */
export const saveApprovalMappings = async (packId: number, mappings: TApprovalMapping[]): Promise<TApprovalMapping[]> => {
  const prisma = await getDb();
  return prisma.$transaction(async (tx) => {
    if (!(await tx.projectPack.findUnique({ where: { id: packId }, select: { id: true } })))
      throw new AppError("NOT_FOUND", "No such project pack", { fields: [{ field: "pid", message: "no such pack" }] });
    await assertPackStructureEditable(tx, packId);
    const named = [...new Set(mappings.flatMap((mapping) => mapping.elementIds))];
    const found = await tx.stageElement.findMany({
      where: { id: { in: named }, stage: { packId } },
      select: { id: true, kind: true },
    });
    const missing = named.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) {
      const message = `element ${missing[0]} is not an element of this pack`;
      throw new AppError("BAD_REQUEST", `mappings: ${message}`, { fields: [{ field: "mappings", message }] });
    }
    if (found.some((row) => row.kind === "SECTION")) {
      const message = "a section has nothing to confirm: map the elements inside it";
      throw new AppError("BAD_REQUEST", `mappings: ${message}`, { fields: [{ field: "mappings", message }] });
    }
    await tx.approvalElementMapping.deleteMany({ where: { packId } });
    const data = mappings.flatMap((mapping) =>
      [...new Set(mapping.elementIds)].map((elementId) => ({ packId, role: toDbRole(mapping.role), elementId })),
    );
    if (data.length > 0) await tx.approvalElementMapping.createMany({ data });
    const rows = await tx.approvalElementMapping.findMany({
      where: { packId },
      orderBy: [{ role: "asc" }, { elementId: "asc" }],
    });
    return mappingsOf(rows);
  }, WRITE_TRANSACTION);
};
