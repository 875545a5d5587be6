// Demo grant history (issue 14): a few finished and running grant applications of 2023-24 to
// 2025-26, so that the reports page has figures to draw. They belong to tables 1, 3, 4, 5, 6 and
// circles 2 and 3 (not table 2 or circle 1, whose applications the end-to-end tests make), and are
// in final states or under way, so no one's queue waits on them. Written directly as rows, with
// the stages, the approved grant and the payments that the grant's process would have left.
import type { TPrisma } from "../client";
import { allocateApplicationNo } from "../../projects/applications";
import type { TApplicationState } from "../../projects/application-states";
import { CIRCLE_HEALTH_PACK, EDUCATION_PACK, seedProjectPack, type TSeedPack } from "./demo-project-packs";

/** One grant application as the reports see it; amounts in rupees. */
export type TSeedGrantRecord = {
  packId: number;
  year: number;
  unit: { tableNo: number } | { circleNo: number };
  areaNo: number;
  title: string;
  state: TApplicationState;
  createdById: number;
  /** The trust's approved grant and what was paid of it (rupees), when it got that far. */
  grant?: { sanctioned: number; paid: number; approvedById: number };
};

const day = (year: number, monthDay: string) => new Date(`${Math.floor(year / 100)}-${monthDay}T00:00:00Z`);

/** Writes one application with its stages, the approved grant and its payments; returns its id. */
export const seedGrantRecord = async (prisma: TPrisma, record: TSeedGrantRecord): Promise<number> =>
  prisma.$transaction(async (tx) => {
    const stages = await tx.packStage.findMany({ where: { packId: record.packId }, select: { id: true } });
    const final = ["COMPLETED", "REJECTED", "CLOSED", "WITHDRAWN"].includes(record.state);
    const created = await tx.projectApplication.create({
      data: {
        applicationNo: await allocateApplicationNo(tx, record.year),
        year: record.year,
        packId: record.packId,
        tableNo: "tableNo" in record.unit ? record.unit.tableNo : null,
        circleNo: "circleNo" in record.unit ? record.unit.circleNo : null,
        areaNo: record.areaNo,
        title: record.title,
        state: record.state,
        createdById: record.createdById,
        stages: { create: stages.map((stage) => ({ packStageId: stage.id, state: final ? "APPROVED" : "SUBMITTED" })) },
      },
      select: { id: true, applicationNo: true },
    });
    const grant = record.grant;
    if (!grant) return created.id;
    const paise = (rupees: number) => BigInt(Math.round(rupees * 100));
    await tx.grantApproval.create({
      data: {
        applicationId: created.id,
        sanctionedPaise: paise(grant.sanctioned),
        donorName: "The foundation's corpus",
        createdById: grant.approvedById,
        approvedById: grant.approvedById,
        approvedAt: day(record.year, "10-15"),
        paidPaise: paise(grant.paid),
      },
    });
    // Paid in two parts: 60% on sanction, the rest at the end.
    const first = Math.min(grant.paid, Math.round(grant.sanctioned * 0.6));
    const parts = [first, grant.paid - first].filter((amount) => amount > 0);
    for (const [index, amount] of parts.entries())
      await tx.projectPayment.create({
        data: {
          applicationId: created.id,
          kind: index === 0 ? "INTERIM" : "FINAL",
          amountPaise: paise(amount),
          paidOn: day(record.year, index === 0 ? "11-01" : "12-20"),
          reference: `DEMO-${created.applicationNo}-${index + 1}`,
          paidBy: "Round Table India Foundation",
          recordedById: grant.approvedById,
        },
      });
    return created.id;
  });

/** A closed pack of an earlier year, by the same name: only its first stage and the trust's are kept. */
const pastPack = (pack: TSeedPack, year: number): TSeedPack => ({
  ...pack,
  year,
  isActive: false,
  stages: [
    {
      name: pack.stages[0]!.name,
      filledBy: "TABLE",
      elements: [{ kind: "LONG_TEXT", label: "About the project", required: true }],
    },
    { name: "Grant approval", filledBy: "TRUST", elements: [{ kind: "SHORT_TEXT", label: "Trust meeting reference" }] },
  ],
});

/** Who started each unit's demo applications (the demo account of that table or circle, else the Admin). */
const APPLICANTS: Record<string, string> = { T1: "tex", T3: "atex", T4: "secretary", T5: "trustee", T6: "npc", C2: "acex" };

type TDemoGrant = [
  year: number,
  pack: "education" | "health",
  unit: "T" | "C",
  unitNo: number,
  areaNo: number,
  title: string,
  state: TApplicationState,
  sanctioned?: number,
  paid?: number,
];

const DEMO_GRANTS: TDemoGrant[] = [
  [202324, "education", "T", 1, 1, "Toilet block, Panchayat Union School, Avadi", "COMPLETED", 800000, 800000],
  [202324, "education", "T", 3, 2, "Library for the Zilla Parishad school, Thane", "COMPLETED", 550000, 550000],
  [202324, "education", "T", 5, 3, "Smart classroom, Narela", "REJECTED"],
  [202425, "education", "T", 1, 1, "Two classrooms, GHSS Ponneri", "COMPLETED", 1200000, 1200000],
  [202425, "education", "T", 4, 2, "Science laboratory, Hadapsar", "COMPLETED", 975000, 975000],
  [202425, "education", "T", 6, 3, "Classroom furniture, Mohali", "COMPLETED", 600000, 540000],
  [202425, "education", "T", 3, 2, "Compound wall, Kalyan", "REJECTED"],
  [202425, "health", "C", 2, 2, "Eye camp, Kurla", "COMPLETED", 150000, 150000],
  [202425, "health", "C", 3, 3, "Dental camp, Rohini", "WITHDRAWN"],
  [202526, "education", "T", 1, 1, "Two classrooms, Ennore", "IN_PROGRESS", 1000000, 400000],
  [202526, "education", "T", 4, 2, "Girls' toilets, Kharadi", "COMPLETED", 725000, 725000],
  [202526, "education", "T", 5, 3, "Classrooms for GSSS Bawana", "REJECTED"],
  [202526, "health", "C", 2, 2, "Health camp, Dharavi", "COMPLETED", 200000, 200000],
  [202526, "health", "C", 3, 3, "Women's health camp, Mehrauli", "IN_PROGRESS", 180000, 90000],
];

/** The demo's grant history, once (nothing is added when the demo already has a 2023-24 application). */
export const seedDemoGrantHistory = async (prisma: TPrisma, members: ReadonlyMap<string, number>) => {
  if ((await prisma.projectApplication.count({ where: { year: 202324 } })) > 0) return;
  const packs = new Map<string, number>();
  for (const year of [202324, 202425]) {
    packs.set(`education-${year}`, await seedProjectPack(prisma, pastPack(EDUCATION_PACK, year)));
    packs.set(`health-${year}`, await seedProjectPack(prisma, pastPack(CIRCLE_HEALTH_PACK, year)));
  }
  packs.set("education-202526", await seedProjectPack(prisma, EDUCATION_PACK));
  packs.set("health-202526", await seedProjectPack(prisma, CIRCLE_HEALTH_PACK));
  for (const [year, pack, unit, unitNo, areaNo, title, state, sanctioned, paid] of DEMO_GRANTS)
    await seedGrantRecord(prisma, {
      packId: packs.get(`${pack}-${year}`)!,
      year,
      unit: unit === "T" ? { tableNo: unitNo } : { circleNo: unitNo },
      areaNo,
      title,
      state,
      createdById: members.get(APPLICANTS[`${unit}${unitNo}`] ?? "admin")!,
      grant: sanctioned === undefined ? undefined : { sanctioned, paid: paid ?? 0, approvedById: members.get("secretary")! },
    });
};
