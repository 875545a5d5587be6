// Seeds the world of bench/project-applications.ts into a migrated, empty database: AREAS areas of
// TABLES_PER_AREA tables, a TEX-C (table chairman) per table, area 1's chairman (AC), the demo
// education pack, and `count` applications of it spread over the tables, in a handful of bulk
// INSERT ... SELECT statements. Per application: its six ApplicationStage rows, a "start" event,
// and a share of answers:
//   - 70% DRAFT: the first 3 to 12 of the first stage's 12 value answers; cost lines (1 to 5) on
//     two in three, vendors (1 or 2, each with its quotation file) on half, a letter and two photos
//     on two in five;
//   - 20% SUBMITTED, 10% AREA_RECOMMENDED: the first stage complete and signed (12 answers, cost
//     lines, 2 vendors, letter, undertaking, 3 photos); the recommended ones also the area
//     chairman's answers and signature.
import { hashPassword } from "../../lib/auth/password";
import type { TPrisma } from "../../lib/db/client";
import { EDUCATION_PACK, seedProjectPack } from "../../lib/db/seed/demo-project-packs";
import { DEMO_PASSWORD } from "../../lib/db/seed/demo";
import { seedArea, seedMember, seedTable } from "../../lib/db/seed/seed-functions";
import { KIND_HOLDS_VALUE, type TElementKind } from "../../lib/projects/element-kinds";
import { ELEMENT_SELECT, inTreeOrder } from "../../lib/projects/stage-elements";

const AREAS = 5;
const TABLES_PER_AREA = 10;

export type TBenchElement = {
  id: number;
  stageId: number;
  parentId: number | null;
  kind: TElementKind;
  label: string;
  position: number;
  config: Record<string, unknown>;
};

export type TBenchWorld = {
  packId: number;
  year: number;
  /** The pack's stages in order. */
  stages: { id: number; position: number; name: string }[];
  /** Every element of the pack (all stages). */
  elementCount: number;
  /** The first stage's elements in tree order. */
  firstStageElements: TBenchElement[];
  /** table number -> its TEX-C's member id. */
  chairmen: Map<number, number>;
  areaChairmanId: number;
};

/** A SQL string literal of a text this file wrote (labels, options). */
const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `ARRAY[${items.map(lit).join(", ")}]::text[]`;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A valid answer of the element for application `a`, as a jsonb expression. */
const valueSql = (element: TBenchElement): string => {
  const config = element.config;
  const num = (key: string) => (typeof config[key] === "number" ? (config[key] as number) : undefined);
  const options = Array.isArray(config.options) ? (config.options as string[]) : ["Yes"];
  switch (element.kind) {
    case "SHORT_TEXT":
      return `to_jsonb(${lit(element.label)} || ' of application ' || a."id")`;
    case "LONG_TEXT":
      return `to_jsonb(repeat(${lit(`${element.label}: a few plain sentences as a table writes them. `)}, 1 + a."id" % 8))`;
    case "NUMBER": {
      const min = num("min") ?? 0;
      return `to_jsonb(${min} + a."id" % ${Math.max(1, Math.min(1000, (num("max") ?? min + 1000) - min))})`;
    }
    case "AMOUNT": {
      const min = num("minPaise") ?? 0;
      const max = num("maxPaise") ?? min + 50_000_000;
      return `to_jsonb(${min}::bigint + (a."id" % 500) * ${Math.max(1, Math.floor((max - min) / 500))})`;
    }
    case "DATE": {
      const min = typeof config.min === "string" ? config.min : "2025-07-01";
      const span = typeof config.max === "string" ? Math.min(300, daysBetween(min, config.max)) : 300;
      return `to_jsonb(to_char(date ${lit(min)} + a."id" % ${Math.max(1, span)}, 'YYYY-MM-DD'))`;
    }
    case "SINGLE_SELECT":
      return `to_jsonb((${textArray(options)})[1 + a."id" % ${options.length}])`;
    case "MULTI_SELECT":
      return `to_jsonb((${textArray(options)})[1 : 1 + a."id" % ${options.length}])`;
    case "YES_NO":
      return `to_jsonb(a."id" % 2 = 0)`;
    default:
      throw new Error(`${element.kind} holds no value`);
  }
};

const seedPeople = async (prisma: TPrisma) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const chairmen = new Map<number, number>();
  const tables: { tableNo: number; areaNo: number }[] = [];
  for (let areaNo = 1; areaNo <= AREAS; areaNo += 1) {
    const area = await seedArea(prisma, areaNo, `Bench area ${areaNo}`);
    for (let index = 1; index <= TABLES_PER_AREA; index += 1) {
      const tableNo = (areaNo - 1) * TABLES_PER_AREA + index;
      await seedTable(prisma, tableNo, `Bench Round Table ${tableNo}`, area.id);
      const member = await seedMember(prisma, {
        userName: `bench-texc-${tableNo}`,
        password: DEMO_PASSWORD,
        passwordHash,
        fullName: `Chairman of table ${tableNo}`,
        roles: ["TEX-C"],
        tableNo,
      });
      chairmen.set(tableNo, member.id);
      tables.push({ tableNo, areaNo });
    }
  }
  const ac = await seedMember(prisma, {
    userName: "bench-ac",
    password: DEMO_PASSWORD,
    passwordHash,
    fullName: "Area 1 chairman",
    roles: ["AC"],
    tableNo: 1,
  });
  await prisma.area.update({ where: { areaNo: 1 }, data: { chairmanId: ac.id } });
  return { chairmen, tables, areaChairmanId: ac.id };
};

/** Seeds everything; returns the pack's ids and the members, and the row counts written. */
export const seedApplicationsWorld = async (prisma: TPrisma, count: number) => {
  const { chairmen, tables, areaChairmanId } = await seedPeople(prisma);
  const packId = await seedProjectPack(prisma, EDUCATION_PACK);
  const year = EDUCATION_PACK.year;
  const stages = await prisma.packStage.findMany({
    where: { packId },
    select: { id: true, position: true, name: true },
    orderBy: { position: "asc" },
  });
  const elements = await prisma.stageElement.findMany({
    where: { stage: { packId } },
    select: ELEMENT_SELECT,
  });
  const [first, second] = stages;
  if (!first || !second) throw new Error("the education pack has fewer than two stages");
  const ordered = (stageId: number): TBenchElement[] =>
    inTreeOrder(elements.filter((element) => element.stageId === stageId)).map((row) => ({
      id: row.id,
      stageId: row.stageId,
      parentId: row.parentId,
      kind: row.kind,
      label: row.label,
      position: row.position,
      config: row.config,
    }));
  const firstStageElements = ordered(first.id);
  const firstOf = (kind: TElementKind, label?: RegExp) => {
    const found = firstStageElements.find((element) => element.kind === kind && (!label || label.test(element.label)));
    if (!found) throw new Error(`the first stage has no ${kind} ${label ?? ""}`);
    return found;
  };
  const costTable = firstOf("COST_TABLE");
  const vendorList = firstOf("VENDOR_LIST");
  const letter = firstOf("FILE", /headmaster/i);
  const undertaking = firstOf("FILE", /undertaking/i);
  const photos = firstOf("PHOTO_SET");
  const firstSignature = firstOf("OTP_SIGNATURE");
  const secondStageElements = ordered(second.id);
  const secondSignature = secondStageElements.find((element) => element.kind === "OTP_SIGNATURE");

  const tableValues = tables
    .map((table, index) => `(${index}, ${table.tableNo}, ${table.areaNo}, ${chairmen.get(table.tableNo)!})`)
    .join(", ");
  const draft = `a."state" = 'DRAFT'`;
  const ofStage = (stageId: number) =>
    `FROM "ApplicationStage" s JOIN "ProjectApplication" a ON a."id" = s."applicationId" WHERE s."packStageId" = ${stageId}`;

  const statements: string[] = [
    `INSERT INTO "ProjectApplication" ("applicationNo", "year", "packId", "tableNo", "areaNo", "title", "state",
       "stateChangedAt", "createdById", "createdAt", "updatedAt")
     SELECT 'TPA-${year}-' || lpad(g::text, GREATEST(4, length(g::text)), '0'), ${year}, ${packId}, t."tableNo", t."areaNo",
       'Classrooms for school ' || g,
       (CASE WHEN g % 10 < 7 THEN 'DRAFT' WHEN g % 10 < 9 THEN 'SUBMITTED' ELSE 'AREA_RECOMMENDED' END)::"ApplicationState",
       created + interval '3 days', t."memberId", created, created + interval '3 days'
     FROM (SELECT g, ((now() AT TIME ZONE 'UTC') - (${count} - g) * interval '10 minutes')::timestamp(3) AS created
           FROM generate_series(1, ${count}) AS g) AS rows
     JOIN (VALUES ${tableValues}) AS t("index", "tableNo", "areaNo", "memberId") ON t."index" = rows.g % ${tables.length}`,
    `INSERT INTO "ApplicationStage" ("applicationId", "packStageId", "state", "submittedAt", "submittedById", "createdAt", "updatedAt")
     SELECT a."id", ps."id", (CASE WHEN done THEN 'SUBMITTED' ELSE 'OPEN' END)::"StageState",
       CASE WHEN done THEN a."stateChangedAt" END,
       CASE WHEN done THEN (CASE WHEN ps."position" = 0 THEN a."createdById" ELSE ${areaChairmanId} END) END,
       a."createdAt", a."updatedAt"
     FROM "ProjectApplication" a
     JOIN "PackStage" ps ON ps."packId" = a."packId"
     CROSS JOIN LATERAL (SELECT (ps."position" = 0 AND a."state" <> 'DRAFT')
       OR (ps."position" = 1 AND a."state" = 'AREA_RECOMMENDED') AS done) AS d
     WHERE a."packId" = ${packId}`,
    // The first stage's answers: the first 3 to 12 of a draft, all of a submitted application.
    ...firstStageElements
      .filter((element) => KIND_HOLDS_VALUE[element.kind])
      .map(
        (element, index) =>
          `INSERT INTO "ElementValue" ("applicationStageId", "elementId", "value", "revision", "updatedAt")
           SELECT s."id", ${element.id}, ${valueSql(element)}, 1 + (a."id" + ${index}) % 5, a."updatedAt"
           ${ofStage(first.id)} AND (NOT ${draft} OR ${index + 1} <= 3 + (a."id" / 3) % 10)`,
      ),
    ...secondStageElements
      .filter((element) => KIND_HOLDS_VALUE[element.kind])
      .map(
        (element) =>
          `INSERT INTO "ElementValue" ("applicationStageId", "elementId", "value", "revision", "updatedAt")
           SELECT s."id", ${element.id}, ${valueSql(element)}, 1, a."updatedAt"
           ${ofStage(second.id)} AND a."state" = 'AREA_RECOMMENDED'`,
      ),
    `INSERT INTO "ProjectCost" ("applicationStageId", "elementId", "clientKey", "description", "quantityHundredths",
       "unitCostPaise", "position", "createdAt", "updatedAt")
     SELECT s."id", ${costTable.id}, 'line-' || lpad(n::text, 4, '0') || '-' || s."id",
       (${textArray(["Cement (bags)", "Bricks (thousands)", "Steel (kg)", "Desks and benches", "Labour (days)"])})[n],
       100 * (1 + (a."id" + n) % 20) + (n % 2) * 50, 50000 * (1 + (a."id" * n) % 40), n - 1, a."createdAt", a."updatedAt"
     FROM "ApplicationStage" s JOIN "ProjectApplication" a ON a."id" = s."applicationId"
     JOIN generate_series(1, 5) AS n ON n <= 1 + (a."id" / 7) % 5
     WHERE s."packStageId" = ${first.id} AND (NOT ${draft} OR a."id" % 3 <> 0)`,
    `INSERT INTO "ApplicationVendor" ("applicationStageId", "elementId", "vendorName", "quotePaise", "createdAt", "updatedAt")
     SELECT s."id", ${vendorList.id}, 'Vendor ' || n || ' for ' || a."applicationNo",
       100000000 + (a."id" * n % 97) * 100000, a."createdAt", a."updatedAt"
     FROM "ApplicationStage" s JOIN "ProjectApplication" a ON a."id" = s."applicationId"
     JOIN generate_series(1, 2) AS n ON (NOT ${draft}) OR (a."id" % 2 = 0 AND n <= 1 + (a."id" / 2) % 2)
     WHERE s."packStageId" = ${first.id}`,
    // Documents and photos of the first stage, then a quotation file per vendor.
    ...[
      { element: letter, files: `CASE WHEN NOT ${draft} OR a."id" % 5 < 2 THEN 1 ELSE 0 END`, ext: "pdf" },
      { element: undertaking, files: `CASE WHEN NOT ${draft} THEN 1 ELSE 0 END`, ext: "pdf" },
      { element: photos, files: `CASE WHEN NOT ${draft} THEN 3 WHEN a."id" % 5 < 2 THEN 2 ELSE 0 END`, ext: "jpg" },
    ].map(
      ({ element, files, ext }) =>
        `INSERT INTO "ApplicationFile" ("applicationId", "applicationStageId", "elementId", "vendorId", "storedName",
           "originalName", "contentType", "sizeBytes", "uploadedById", "createdAt")
         SELECT a."id", s."id", ${element.id}, NULL, 'bench-' || s."id" || '-${element.id}-' || n || '.${ext}',
           'document-' || n || '.${ext}', '${ext === "pdf" ? "application/pdf" : "image/jpeg"}',
           100000 + (a."id" * n) % 900000, a."createdById", a."createdAt"
         FROM "ApplicationStage" s JOIN "ProjectApplication" a ON a."id" = s."applicationId"
         JOIN generate_series(1, 3) AS n ON n <= ${files}
         WHERE s."packStageId" = ${first.id}`,
    ),
    `INSERT INTO "ApplicationFile" ("applicationId", "applicationStageId", "elementId", "vendorId", "storedName",
       "originalName", "contentType", "sizeBytes", "uploadedById", "createdAt")
     SELECT s."applicationId", v."applicationStageId", v."elementId", v."id", 'bench-vendor-' || v."id" || '.pdf',
       'quotation.pdf', 'application/pdf', 150000 + v."id" % 50000, a."createdById", v."createdAt"
     FROM "ApplicationVendor" v JOIN "ApplicationStage" s ON s."id" = v."applicationStageId"
     JOIN "ProjectApplication" a ON a."id" = s."applicationId"`,
    `INSERT INTO "StageSignature" ("applicationStageId", "elementId", "signerId", "enteredById", "signedAt")
     SELECT s."id", ${firstSignature.id}, a."createdById", a."createdById", a."stateChangedAt"
     ${ofStage(first.id)} AND NOT ${draft}`,
    ...(secondSignature
      ? [
          `INSERT INTO "StageSignature" ("applicationStageId", "elementId", "signerId", "enteredById", "signedAt")
           SELECT s."id", ${secondSignature.id}, ${areaChairmanId}, ${areaChairmanId}, a."stateChangedAt"
           ${ofStage(second.id)} AND a."state" = 'AREA_RECOMMENDED'`,
        ]
      : []),
    `INSERT INTO "ApplicationEvent" ("applicationId", "action", "fromState", "toState", "actorId", "createdAt")
     SELECT a."id", 'start', NULL::"ApplicationState", 'DRAFT'::"ApplicationState", a."createdById", a."createdAt" FROM "ProjectApplication" a
     UNION ALL
     SELECT a."id", 'submit', 'DRAFT'::"ApplicationState", 'SUBMITTED'::"ApplicationState", a."createdById", a."stateChangedAt" FROM "ProjectApplication" a
       WHERE NOT ${draft}`,
    `INSERT INTO "ApplicationSequence" ("year", "lastValue") VALUES (${year}, ${count})
     ON CONFLICT ("year") DO UPDATE SET "lastValue" = GREATEST("ApplicationSequence"."lastValue", EXCLUDED."lastValue")`,
  ];
  await prisma.$transaction(
    async (tx) => {
      for (const sql of statements) await tx.$executeRawUnsafe(sql);
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
  // As autovacuum would on a server: statistics for the planner, visibility for index-only scans.
  const tablesToAnalyze = [
    "ProjectApplication",
    "ApplicationStage",
    "ElementValue",
    "ProjectCost",
    "ApplicationVendor",
    "ApplicationFile",
    "StageSignature",
    "ApplicationEvent",
    "StageElement",
    "PackStage",
  ];
  for (const table of tablesToAnalyze) await prisma.$executeRawUnsafe(`VACUUM ANALYZE "${table}"`);

  const counted = await prisma.$queryRawUnsafe<Record<string, number>[]>(`SELECT
    (SELECT count(*)::int FROM "ProjectApplication") AS "applications",
    (SELECT count(*)::int FROM "ApplicationStage") AS "stages",
    (SELECT count(*)::int FROM "ElementValue") AS "answers",
    (SELECT count(*)::int FROM "ProjectCost") AS "cost lines",
    (SELECT count(*)::int FROM "ApplicationVendor") AS "vendors",
    (SELECT count(*)::int FROM "ApplicationFile") AS "files",
    (SELECT count(*)::int FROM "StageSignature") AS "signatures",
    (SELECT count(*)::int FROM "ApplicationEvent") AS "events"`);
  const world: TBenchWorld = {
    packId,
    year,
    stages,
    elementCount: elements.length,
    firstStageElements,
    chairmen,
    areaChairmanId,
  };
  return { world, rows: counted[0]! };
};
