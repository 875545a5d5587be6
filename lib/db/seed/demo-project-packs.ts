// Demo project packs (issue 11): the education pack shaped like the foundation's real one (the
// table's application, the area chairman's recommendation, national review, grant approval,
// inauguration, completion; 60 elements), using every element kind at least once, and a small
// circle pack.
import type { Prisma } from "../generated/client";
import type { TPrisma } from "../client";

type TElementKind = Prisma.StageElementCreateInput["kind"];
type TSeedElement = {
  kind: TElementKind;
  label: string;
  helpText?: string;
  required?: boolean;
  config?: Record<string, unknown>;
  children?: TSeedElement[];
};
type TSeedStage = { name: string; filledBy: Prisma.PackStageCreateInput["filledBy"]; elements: TSeedElement[] };
export type TSeedPack = {
  name: string;
  year: number;
  description: string;
  kind: Prisma.ProjectPackCreateInput["kind"];
  isActive?: boolean;
  stages: TSeedStage[];
};

const section = (label: string, children: TSeedElement[], helpText?: string): TSeedElement => ({
  kind: "SECTION",
  label,
  helpText,
  children,
});
const el = (kind: TElementKind, label: string, required = false, config: Record<string, unknown> = {}, helpText?: string) => ({
  kind,
  label,
  required,
  config,
  helpText,
});

const PDF_OR_IMAGE = { fileTypes: ["pdf", "jpg", "png"], maxFileBytes: 10 * 1024 * 1024, maxFiles: 1 };

export const EDUCATION_PACK: TSeedPack = {
  name: "Freedom Through Education: classrooms",
  year: 202526,
  description: "Classrooms, toilets and furniture for government schools. Read the guidelines before you apply.",
  kind: "TABLE",
  isActive: true,
  stages: [
    {
      name: "Project application",
      filledBy: "TABLE",
      elements: [
        section("The school", [
          el("SHORT_TEXT", "Name of the school", true, { maxLength: 200 }),
          el("LONG_TEXT", "Address of the school", true, { maxLength: 1000 }),
          el("SINGLE_SELECT", "Type of school", true, { options: ["Government", "Government-aided", "Panchayat union"] }),
          el("NUMBER", "Number of students", true, { min: 1, max: 10000, integer: true }),
          el("DATE", "Date the school was founded", false, { min: "1950-01-01" }),
          el("YES_NO", "Has the school had a project from the foundation before?", true),
          el("SHORT_TEXT", "Name of the headmaster", false, { maxLength: 120 }),
          el("SHORT_TEXT", "Headmaster's mobile number", false, { maxLength: 20 }, "A 10-digit Indian mobile number."),
          el("NUMBER", "Classrooms the school has today", false, { min: 0, max: 200, integer: true }),
          el("NUMBER", "Teachers", false, { min: 0, max: 500, integer: true }),
          el("NUMBER", "Distance from the nearest town (km)", false, { min: 0, max: 500 }),
          el("SINGLE_SELECT", "Medium of instruction", false, {
            options: ["Tamil", "Hindi", "Kannada", "Marathi", "English", "Other"],
          }),
        ]),
        section("The project", [
          el("SHORT_TEXT", "Project title", true, { maxLength: 150 }),
          el("MULTI_SELECT", "What the project builds", true, {
            options: ["Classrooms", "Toilets", "Furniture", "Library", "Drinking water"],
            minChoices: 1,
          }),
          el("LONG_TEXT", "Why the school needs it", true, { maxLength: 5000 }),
          el("AMOUNT", "Grant asked for", true, { minPaise: 100_000_00, maxPaise: 5_000_000_00 }),
          el("AMOUNT", "The table's own contribution", true, { minPaise: 0 }),
          el("DATE", "Planned start", true, { min: "2025-07-01", max: "2026-06-30" }),
        ]),
        el("COST_TABLE", "Cost estimate", true, { maxRows: 50 }, "One line per item: description, quantity and unit cost."),
        el(
          "VENDOR_LIST",
          "Vendor quotations",
          true,
          { minVendors: 2, maxVendors: 5 },
          "At least two quotations, each with its file.",
        ),
        section("Documents", [
          el("FILE", "Letter from the school's headmaster", true, PDF_OR_IMAGE),
          el("FILE", "Undertaking by the table (on the template)", true, { ...PDF_OR_IMAGE, fileTypes: ["pdf"] }),
          el("PHOTO_SET", "Photos of the site today", true, { minPhotos: 2, maxPhotos: 10 }),
        ]),
        el("OTP_SIGNATURE", "Signed by the table chairman", true, { signer: "TABLE_CHAIRMAN" }),
      ],
    },
    {
      name: "Area chairman's recommendation",
      filledBy: "AREA_CHAIRMAN",
      elements: [
        el("YES_NO", "I have visited the school", true),
        el("DATE", "Date of the visit", true, { min: "2025-01-01" }),
        el("SINGLE_SELECT", "Recommendation", true, { options: ["Recommended", "Recommended with changes", "Not recommended"] }),
        el("LONG_TEXT", "Remarks", true, { maxLength: 3000 }),
        el("OTP_SIGNATURE", "Signed by the area chairman", true, { signer: "AREA_CHAIRMAN" }),
      ],
    },
    {
      name: "National review",
      filledBy: "NATIONAL",
      elements: [
        el("YES_NO", "Documents complete", true),
        el("YES_NO", "Site visited by the national team", false),
        el("DATE", "Date of the national visit", false, { min: "2025-01-01" }),
        el("SINGLE_SELECT", "Priority", false, { options: ["High", "Normal", "Low"] }),
        el("AMOUNT", "Grant recommended", true, { minPaise: 0 }),
        el("LONG_TEXT", "Evaluation", true, { maxLength: 5000 }),
        el("LONG_TEXT", "Conditions of the grant", false, { maxLength: 3000 }),
      ],
    },
    {
      // The sanctioned amount, donor and instalments are the trust's grant approval (creategrantapproval);
      // this stage keeps the trust's own notes.
      name: "Grant approval",
      filledBy: "TRUST",
      elements: [
        el("SHORT_TEXT", "Trust meeting reference", false, { maxLength: 120 }),
        el("LONG_TEXT", "Notes of the trust", false, { maxLength: 3000 }),
      ],
    },
    {
      name: "Inauguration",
      filledBy: "TABLE",
      elements: [
        el("DATE", "Date of the inauguration", true, { min: "2025-01-01" }),
        el("SHORT_TEXT", "Chief guest", false, { maxLength: 200 }),
        el("LONG_TEXT", "Inauguration report", true, { maxLength: 5000 }),
        el("PHOTO_SET", "Inauguration photos", true, { minPhotos: 2, maxPhotos: 20 }),
        el("NUMBER", "Guests present", false, { min: 0, max: 5000, integer: true }),
        el("YES_NO", "Covered by the local press", false),
        el("FILE", "Press clipping", false, { ...PDF_OR_IMAGE, maxFiles: 5 }),
      ],
    },
    {
      name: "Completion",
      filledBy: "TABLE",
      elements: [
        el("LONG_TEXT", "Completion report", true, { maxLength: 10000 }),
        el("DATE", "Date the work was completed", true, { min: "2025-01-01" }),
        el("AMOUNT", "Amount claimed", true, { minPaise: 0, check: "CLAIM" }),
        el("NUMBER", "Children who use the new rooms", false, { min: 0, max: 10000, integer: true }),
        el("FILE", "Chartered accountant's utilisation certificate", true, { fileTypes: ["pdf"], maxFiles: 1 }),
        el("AMOUNT", "Amount on the utilisation certificate", true, { minPaise: 0, check: "UTILISATION_CERTIFICATE" }),
        el("COST_TABLE", "Invoices (one line each)", true, { maxRows: 50, check: "INVOICES" }),
        el("FILE", "Invoices", true, { ...PDF_OR_IMAGE, maxFiles: 20 }),
        el("FILE", "The school's acknowledgement", true, { ...PDF_OR_IMAGE, check: "ACKNOWLEDGEMENT" }),
        el("FILE", "The area chairman's recommendation", true, { ...PDF_OR_IMAGE, check: "AREA_RECOMMENDATION" }),
        el("PHOTO_SET", "Photos of the finished work", true, { minPhotos: 1, maxPhotos: 30, check: "COMPLETION_PHOTOS" }),
        el("OTP_SIGNATURE", "Signed by the table chairman", true, { signer: "TABLE_CHAIRMAN" }),
      ],
    },
  ],
};

export const CIRCLE_HEALTH_PACK: TSeedPack = {
  name: "Circle health camps",
  year: 202526,
  description: "Health camps run by a circle with a partner hospital.",
  kind: "CIRCLE",
  isActive: true,
  stages: [
    {
      name: "Camp application",
      filledBy: "TABLE",
      elements: [
        el("SHORT_TEXT", "Partner hospital", true, { maxLength: 200 }),
        el("DATE", "Date of the camp", true, { min: "2025-07-01" }),
        el("NUMBER", "People expected", true, { min: 1, max: 5000, integer: true }),
        el("AMOUNT", "Grant asked for", true, { minPaise: 0, maxPaise: 5_00_000_00 }),
        el("OTP_SIGNATURE", "Signed by the circle chairperson", true, { signer: "TABLE_CHAIRMAN" }),
      ],
    },
    {
      name: "Area chairman's recommendation",
      filledBy: "AREA_CHAIRMAN",
      elements: [
        el("LONG_TEXT", "Remarks", true, { maxLength: 3000 }),
        el("OTP_SIGNATURE", "Signed by the area chairman", true, { signer: "AREA_CHAIRMAN" }),
      ],
    },
  ],
};

const createElements = async (
  tx: Prisma.TransactionClient,
  stageId: number,
  parentId: number | null,
  elements: TSeedElement[],
) => {
  for (const [position, element] of elements.entries()) {
    const row = await tx.stageElement.create({
      data: {
        stageId,
        parentId,
        kind: element.kind,
        label: element.label,
        helpText: element.helpText ?? "",
        required: element.required ?? false,
        position,
        config: (element.config ?? {}) as Prisma.InputJsonValue,
      },
      select: { id: true },
    });
    if (element.children) await createElements(tx, stageId, row.id, element.children);
  }
};

/** Creates the pack unless one of that name and year exists; returns its id. */
export const seedProjectPack = async (prisma: TPrisma, pack: TSeedPack): Promise<number> => {
  const existing = await prisma.projectPack.findFirst({ where: { name: pack.name, year: pack.year }, select: { id: true } });
  if (existing) return existing.id;
  return prisma.$transaction(
    async (tx) => {
      const created = await tx.projectPack.create({
        data: {
          name: pack.name,
          year: pack.year,
          description: pack.description,
          kind: pack.kind,
          isActive: pack.isActive ?? true,
        },
        select: { id: true },
      });
      for (const [position, stage] of pack.stages.entries()) {
        const row = await tx.packStage.create({
          data: { packId: created.id, name: stage.name, filledBy: stage.filledBy, position },
          select: { id: true },
        });
        await createElements(tx, row.id, null, stage.elements);
      }
      return created.id;
    },
    { maxWait: 20_000, timeout: 60_000 },
  );
};

/** A few of the tables' own project records for the public projects/tableprojects pages. */
export const seedDemoTableProjects = async (prisma: TPrisma, createdById: number) => {
  if ((await prisma.tableProject.count()) > 0) return;
  await prisma.tableProject.createMany({
    data: [
      {
        tableNo: 1,
        areaNo: 1,
        year: 202425,
        title: "Four classrooms for GHSS Tiruvallur",
        category: "Education",
        description: "Four classrooms and furniture for 640 children.",
        beneficiaries: 640,
        costPaise: 1500000000n,
        startedOn: new Date("2024-07-15"),
        completedOn: new Date("2025-01-26"),
        createdById,
      },
      {
        tableNo: 2,
        areaNo: 1,
        year: 202425,
        title: "RO drinking-water plant, Ponneri",
        category: "Water and sanitation",
        description: "Clean drinking water for a school of 800.",
        beneficiaries: 800,
        costPaise: 45000000n,
        completedOn: new Date("2024-11-14"),
        createdById,
      },
      {
        tableNo: 3,
        areaNo: 2,
        year: 202324,
        title: "Eye camp at Dharavi",
        category: "Health",
        description: "Free eye checks and 310 pairs of spectacles.",
        beneficiaries: 1200,
        createdById,
      },
    ],
  });
};
