// The completion pack's checks, each shown to the reviewer as passed or failed with the reason:
// the utilisation certificate's amount matches the claim (within a set tolerance), the invoices add
// up to the claim, at least 4 photos, the school's acknowledgement, and the area chairman's
// recommendation by the chairman in office. The final payment unlocks only when they all pass or
// the Admin's override covers the failing ones (lib/projects/payments.ts).
//
// The pack's designer tags the elements the checks read (config.check, COMPLETION_CHECK_TAGS in
// ./element-kinds.ts). A pack without a tagged element for a check fails that check, so an
// untagged pack cannot slip through. evaluateCompletionChecks is pure; loadCompletionChecks reads
// an application's answers for it.
import type { Prisma } from "../db/generated/client";
import { getEnv } from "../env";
import { currentChairmanOfArea } from "../members/postings";
import type { TCompletionCheckTag } from "./element-kinds";
import { costTotals, formatPaise } from "./element-values";

type TTx = Prisma.TransactionClient;

/** At least this many photos of the finished work. */
export const MIN_COMPLETION_PHOTOS = 4;

export const COMPLETION_CHECK_KEYS = [
  "UTILISATION_CERTIFICATE",
  "INVOICES",
  "COMPLETION_PHOTOS",
  "ACKNOWLEDGEMENT",
  "AREA_RECOMMENDATION",
] as const;
export type TCompletionCheckKey = (typeof COMPLETION_CHECK_KEYS)[number];

export const COMPLETION_CHECK_LABELS: Record<TCompletionCheckKey, string> = {
  UTILISATION_CERTIFICATE: "Utilisation certificate matches the claim",
  INVOICES: "Invoices add up to the claim",
  COMPLETION_PHOTOS: `At least ${MIN_COMPLETION_PHOTOS} photos of the finished work`,
  ACKNOWLEDGEMENT: "The school's acknowledgement",
  AREA_RECOMMENDATION: "The area chairman's recommendation, by the chairman in office",
};

export type TCompletionCheck = { key: TCompletionCheckKey; label: string; passed: boolean; reason: string };

export type TCheckElement = { id: number; kind: string; label: string; check: TCompletionCheckTag };

/** What the checks read: the tagged elements and the application's answers to them. */
export type TCompletionEvidence = {
  elements: TCheckElement[];
  /** Answers by element id (AMOUNT answers are whole paise). */
  values: ReadonlyMap<number, unknown>;
  costs: { elementId: number; quantityHundredths: number; unitCostPaise: number }[];
  files: { elementId: number; storedName: string }[];
  areaNo: number;
  /** Who signed the area chairman's stage (null: nobody). */
  areaSigner: { id: number; name: string } | null;
  /** The area's chairman in office now, from the postings of the year (null: none). */
  areaChairman: { id: number; name: string } | null;
  tolerancePercent: number;
};

const tagged = (evidence: TCompletionEvidence, tag: TCompletionCheckTag) =>
  evidence.elements.filter((element) => element.check === tag);

const noElement = (tag: TCompletionCheckTag) => `the pack has no element tagged ${tag}`;

const amountOf = (evidence: TCompletionEvidence, element: TCheckElement | undefined) => {
  if (!element) return null;
  const value = evidence.values.get(element.id);
  return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
};

const percentText = (percent: number) => `${percent.toLocaleString("en-IN", { maximumFractionDigits: 2 })}%`;

const result = (key: TCompletionCheckKey, passed: boolean, reason: string): TCompletionCheck => ({
  key,
  label: COMPLETION_CHECK_LABELS[key],
  passed,
  reason,
});

type TClaim = { ok: true; paise: number } | { ok: false; reason: string };

const claimOf = (evidence: TCompletionEvidence): TClaim => {
  const element = tagged(evidence, "CLAIM")[0];
  if (!element) return { ok: false, reason: noElement("CLAIM") };
  const paise = amountOf(evidence, element);
  return paise === null ? { ok: false, reason: `"${element.label}" (the claim) has not been entered` } : { ok: true, paise };
};

const checkCertificate = (evidence: TCompletionEvidence, claim: TClaim): TCompletionCheck => {
  const key = "UTILISATION_CERTIFICATE";
  const element = tagged(evidence, key)[0];
  if (!element) return result(key, false, noElement(key));
  if (!claim.ok) return result(key, false, claim.reason);
  const certified = amountOf(evidence, element);
  if (certified === null) return result(key, false, `"${element.label}" has not been entered`);
  const gap = Math.abs(certified - claim.paise);
  const allowed = (claim.paise * evidence.tolerancePercent) / 100;
  const tolerance = percentText(evidence.tolerancePercent);
  if (gap <= allowed)
    return result(
      key,
      true,
      gap === 0
        ? `the certificate's ${formatPaise(certified)} is the claim`
        : `the certificate's ${formatPaise(certified)} is ${formatPaise(gap)} from the claim of ${formatPaise(claim.paise)}, within ${tolerance}`,
    );
  return result(
    key,
    false,
    `the certificate says ${formatPaise(certified)} but the claim is ${formatPaise(claim.paise)}: ${formatPaise(gap)} apart, more than the ${tolerance} allowed (${formatPaise(Math.floor(allowed))})`,
  );
};

const checkInvoices = (evidence: TCompletionEvidence, claim: TClaim): TCompletionCheck => {
  const key = "INVOICES";
  const elements = tagged(evidence, key);
  if (elements.length === 0) return result(key, false, noElement(key));
  if (!claim.ok) return result(key, false, claim.reason);
  const ids = new Set(elements.map((element) => element.id));
  const lines = evidence.costs.filter((cost) => ids.has(cost.elementId));
  if (lines.length === 0) return result(key, false, "no invoice has been entered");
  let total: number;
  try {
    total = costTotals(
      lines.map((line) => ({ quantity: line.quantityHundredths / 100, unitCostPaise: line.unitCostPaise })),
    ).totalPaise;
  } catch {
    return result(key, false, "the invoices' total cannot be worked out (a line is not a valid amount)");
  }
  const count = lines.length === 1 ? "1 invoice adds" : `${lines.length} invoices add`;
  if (total === claim.paise) return result(key, true, `${count} up to the claim of ${formatPaise(claim.paise)}`);
  const gap = total - claim.paise;
  return result(
    key,
    false,
    `${count} up to ${formatPaise(total)} but the claim is ${formatPaise(claim.paise)} (${formatPaise(Math.abs(gap))} ${gap > 0 ? "more" : "less"})`,
  );
};

const filesOf = (evidence: TCompletionEvidence, elements: TCheckElement[]) => {
  const ids = new Set(elements.map((element) => element.id));
  return evidence.files.filter((file) => ids.has(file.elementId));
};

const checkPhotos = (evidence: TCompletionEvidence): TCompletionCheck => {
  const key = "COMPLETION_PHOTOS";
  const elements = tagged(evidence, key);
  if (elements.length === 0) return result(key, false, noElement(key));
  const count = filesOf(evidence, elements).length;
  const photos = `${count} photo${count === 1 ? "" : "s"}`;
  return count >= MIN_COMPLETION_PHOTOS
    ? result(key, true, `${photos} uploaded`)
    : result(key, false, `only ${photos} uploaded; at least ${MIN_COMPLETION_PHOTOS} are needed`);
};

const checkAcknowledgement = (evidence: TCompletionEvidence): TCompletionCheck => {
  const key = "ACKNOWLEDGEMENT";
  const elements = tagged(evidence, key);
  if (elements.length === 0) return result(key, false, noElement(key));
  return filesOf(evidence, elements).length > 0
    ? result(key, true, "the acknowledgement is uploaded")
    : result(key, false, `"${elements[0]!.label}" has no file`);
};

const checkAreaRecommendation = (evidence: TCompletionEvidence): TCompletionCheck => {
  const key = "AREA_RECOMMENDATION";
  const elements = tagged(evidence, key);
  if (elements.length === 0) return result(key, false, noElement(key));
  if (filesOf(evidence, elements).length === 0) return result(key, false, `"${elements[0]!.label}" has no file`);
  const { areaSigner: signer, areaChairman: chairman } = evidence;
  if (!signer) return result(key, false, "the area chairman's stage of the application was never signed");
  if (!chairman) return result(key, false, `area ${evidence.areaNo} has no chairman in office to compare with ${signer.name}`);
  if (signer.id !== chairman.id)
    return result(
      key,
      false,
      `the recommendation was signed by ${signer.name}, but the chairman of area ${evidence.areaNo} in office is ${chairman.name}`,
    );
  return result(key, true, `signed by ${signer.name}, the chairman of area ${evidence.areaNo} in office`);
};

/** Every check, in a fixed order. */
export const evaluateCompletionChecks = (evidence: TCompletionEvidence): TCompletionCheck[] => {
  const claim = claimOf(evidence);
  return [
    checkCertificate(evidence, claim),
    checkInvoices(evidence, claim),
    checkPhotos(evidence),
    checkAcknowledgement(evidence),
    checkAreaRecommendation(evidence),
  ];
};

export const failingKeys = (checks: readonly TCompletionCheck[]) =>
  checks.filter((check) => !check.passed).map((check) => check.key);

/** Whether the Admin's override (the keys failing when it was given) covers every check failing now. */
export const overrideCovers = (checks: readonly TCompletionCheck[], overridden: readonly string[]) =>
  failingKeys(checks).every((key) => overridden.includes(key));

const CHECK_KINDS = ["AMOUNT", "COST_TABLE", "PHOTO_SET", "FILE"] as const;

/** The tag of an element's config, if it has one. */
const tagOf = (config: unknown): TCompletionCheckTag | null => {
  if (typeof config !== "object" || config === null || !("check" in config)) return null;
  const check = (config as { check: unknown }).check;
  return typeof check === "string" ? (check as TCompletionCheckTag) : null;
};

/** The application's evidence for the checks, read inside the caller's transaction (or any client). */
export const loadCompletionEvidence = async (
  tx: TTx,
  applicationId: number,
  at: Date = new Date(),
): Promise<TCompletionEvidence> => {
  const application = await tx.projectApplication.findUniqueOrThrow({
    where: { id: applicationId },
    select: { packId: true, areaNo: true },
  });
  const rows = await tx.stageElement.findMany({
    where: { stage: { packId: application.packId }, kind: { in: [...CHECK_KINDS] } },
    select: { id: true, kind: true, label: true, config: true },
    orderBy: [{ stage: { position: "asc" } }, { position: "asc" }, { id: "asc" }],
  });
  const elements = rows.flatMap((row) => {
    const check = tagOf(row.config);
    return check ? [{ id: row.id, kind: row.kind, label: row.label, check }] : [];
  });
  const ids = elements.map((element) => element.id);
  const [values, costs, files, areaStage, area] = await Promise.all([
    tx.elementValue.findMany({ where: { applicationStage: { applicationId }, elementId: { in: ids } } }),
    tx.projectCost.findMany({
      where: { applicationStage: { applicationId }, elementId: { in: ids } },
      select: { elementId: true, quantityHundredths: true, unitCostPaise: true },
    }),
    tx.applicationFile.findMany({
      where: { applicationId, elementId: { in: ids }, vendorId: null },
      select: { elementId: true, storedName: true },
      orderBy: { id: "asc" },
    }),
    tx.applicationStage.findFirst({
      where: { applicationId, packStage: { filledBy: "AREA_CHAIRMAN" } },
      orderBy: { packStage: { position: "asc" } },
      select: {
        signatures: { select: { signer: { select: { id: true, fullName: true } } }, orderBy: { signedAt: "desc" }, take: 1 },
      },
    }),
    currentChairmanOfArea(application.areaNo, at, tx),
  ]);
  const signer = areaStage?.signatures[0]?.signer ?? null;
  return {
    elements,
    values: new Map(values.map((value) => [value.elementId, value.value])),
    costs: costs.map((cost) => ({ ...cost, unitCostPaise: Number(cost.unitCostPaise) })),
    files,
    areaNo: application.areaNo,
    areaSigner: signer ? { id: signer.id, name: signer.fullName } : null,
    areaChairman: area ? { id: area.id, name: area.fullName } : null,
    // COMPLETION_AMOUNT_TOLERANCE_PERCENT (default 1), checked at start-up with the other settings.
    tolerancePercent: getEnv().COMPLETION_AMOUNT_TOLERANCE_PERCENT,
  };
};

/** The claim (the completion pack's amount claimed) in whole paise; null when it is not entered or no element is tagged CLAIM. */
export const claimPaiseOf = (evidence: TCompletionEvidence) => {
  const claim = claimOf(evidence);
  return claim.ok ? claim.paise : null;
};

/** The checks of an application as they stand now. */
export const loadCompletionChecks = async (tx: TTx, applicationId: number, at: Date = new Date()) =>
  evaluateCompletionChecks(await loadCompletionEvidence(tx, applicationId, at));
