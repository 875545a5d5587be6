// The cost lines of an autosave, written by the keys the page gives them, within each cost
// table's maxRows and a total that fits.
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { parseElementConfig } from "./element-kinds";
import { costTotals } from "./element-values";

type TTx = Prisma.TransactionClient;

export type TCostInput = {
  key: string;
  elementId: number;
  description: string;
  quantityHundredths: number;
  unitCostPaise: number;
  position: number;
};

const COST_FIELDS = {
  elementId: true,
  description: true,
  quantityHundredths: true,
  unitCostPaise: true,
  position: true,
} as const;

/** Writes the lines by their keys (a line sent as it is stored is left alone); whether any line changed. */
export const saveCostLines = async (
  tx: TTx,
  applicationStageId: number,
  costs: TCostInput[],
  byId: Map<number, { config: unknown; kind: string; label: string }>,
) => {
  let changed = false;
  for (const cost of costs) {
    const data = {
      elementId: cost.elementId,
      description: cost.description,
      quantityHundredths: cost.quantityHundredths,
      unitCostPaise: BigInt(cost.unitCostPaise),
      position: cost.position,
    };
    const where = { applicationStageId_clientKey: { applicationStageId, clientKey: cost.key } };
    const stored = await tx.projectCost.findUnique({ where, select: { ...COST_FIELDS } });
    if (stored && (Object.keys(data) as (keyof typeof data)[]).every((field) => stored[field] === data[field])) continue;
    changed = true;
    await tx.projectCost.upsert({ where, create: { applicationStageId, clientKey: cost.key, ...data }, update: data });
  }
  for (const elementId of new Set(costs.map((cost) => cost.elementId))) {
    const element = byId.get(elementId)!;
    const { maxRows } = parseElementConfig("COST_TABLE", element.config);
    const count = await tx.projectCost.count({ where: { applicationStageId, elementId } });
    if (count > maxRows)
      throw new AppError("BAD_REQUEST", `costs: ${element.label} takes at most ${maxRows} lines`, {
        fields: [{ field: "costs", message: `${element.label} takes at most ${maxRows} lines` }],
      });
    const lines = await tx.projectCost.findMany({
      where: { applicationStageId, elementId },
      select: { quantityHundredths: true, unitCostPaise: true },
    });
    try {
      costTotals(lines.map((line) => ({ quantity: line.quantityHundredths / 100, unitCostPaise: Number(line.unitCostPaise) })));
    } catch {
      throw new AppError("BAD_REQUEST", `costs: ${element.label}'s total is too large`, {
        fields: [{ field: "costs", message: "the total is too large" }],
      });
    }
  }
  return changed;
};
