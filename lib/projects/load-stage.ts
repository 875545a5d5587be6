// Whether the caller may write an application stage now. Every writer of a stage (answers, cost
// lines, files, vendors, signatures) and its submission lock the stage's row before they check
// that it is open (loadStageForWrite): a save and the chairman's signature at the same moment take
// turns, so a stage is never submitted with answers its signer did not see. A write that changes
// the stage also spends its codes not yet used and removes its signatures (voidStageSignatures):
// the changed stage is signed again.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { canFillStage, type TStageFiller } from "./application-access";
import type { TApplicationState } from "./application-states";
import { chairedAreaNos, getApplicationOrThrow } from "./applications";
import { assertTableNotDecharted, dechartedConflict } from "./decharted-table";
import { takeUpForReview } from "./move-application";
import { lockStage } from "./row-locks";

type TTx = Prisma.TransactionClient;

/** In which application states each filler's current stage is open for writing. */
const FILLING_STATES: Record<TStageFiller, readonly TApplicationState[]> = {
  TABLE: ["DRAFT", "EDIT_ALLOWED", "SANCTIONED", "IN_PROGRESS"],
  AREA_CHAIRMAN: ["SUBMITTED"],
  // Recommended by the area: the national team's first write takes it up for review (loadStageForWrite).
  NATIONAL: ["AREA_RECOMMENDED", "UNDER_REVIEW"],
  TRUST: ["IN_CIRCULATION", "TRUST_APPROVED"],
};

const noSuchStage = () => new AppError("NOT_FOUND", "No such application stage");

/**
 * The application stage, its application (visible to the caller, else 404) and whether the caller
 * may write it now. A stage that does not exist and one of an application the caller may not see
 * get the same 404, `notFound` (a writer of a stage's row by its own id passes its own, "No such
 * vendor"), so that the reply never tells them apart.
 */
export const loadStage = async (
  session: TSession,
  applicationStageId: number,
  db?: TTx,
  notFound: () => AppError = noSuchStage,
) => {
  const prisma = db ?? (await getDb());
  const row = await prisma.applicationStage.findUnique({
    where: { id: applicationStageId },
    select: {
      id: true,
      applicationId: true,
      packStageId: true,
      state: true,
      submittedAt: true,
      revision: true,
      saveKey: true,
      packStage: { select: { filledBy: true } },
    },
  });
  if (!row) throw notFound();
  const areas = await chairedAreaNos(session.memberId, db);
  const application = await getApplicationOrThrow(session, row.applicationId, db, areas).catch((error: unknown) => {
    throw error instanceof AppError && error.code === "NOT_FOUND" ? notFound() : error;
  });
  const current = application.stages.find((stage) => stage.state === "OPEN");
  const filler = row.packStage.filledBy as TStageFiller;
  // A de-chartered table's applications stay, read-only (issue 13).
  const decharted =
    application.tableNo !== null &&
    (await prisma.table.count({ where: { tableNo: application.tableNo, isDecharted: true } })) > 0;
  const canEdit =
    !decharted &&
    current?.id === row.id &&
    FILLING_STATES[filler].includes(application.state) &&
    canFillStage(session, filler, application, areas);
  return { row, application, filler, canEdit, decharted };
};

/** Throws 403 unless the caller may write the stage now (its filler, its current stage, an open state). */
export const assertCanEdit = (loaded: Awaited<ReturnType<typeof loadStage>>) => {
  if (loaded.canEdit) return;
  if (loaded.decharted) throw dechartedConflict(loaded.application.tableNo!, "applications");
  if (loaded.row.state !== "OPEN") throw new AppError("CONFLICT", "This stage has been submitted and is read-only");
  throw new AppError("FORBIDDEN", "You cannot fill in this stage now");
};

/**
 * loadStage and assertCanEdit for a write, in the writer's transaction: the stage's row is locked
 * first (then its table's, shared, against a de-charter), so the check that it is open holds until
 * the write commits, and a submission waits for it (or the write, coming second, finds the stage
 * submitted: 409). The national team's first write
 * to its stage takes an application the area recommended up for review (startReview).
 */
export const loadStageForWrite = async (
  tx: TTx,
  session: TSession,
  applicationStageId: number,
  notFound: () => AppError = noSuchStage,
) => {
  await lockStage(tx, applicationStageId);
  const loaded = await loadStage(session, applicationStageId, tx, notFound);
  // loadStage's de-charter check is a plain read: under the table row's share lock a de-charter
  // waits for this write, or this write sees it (409).
  await assertTableNotDecharted(tx, loaded.application.tableNo, "applications");
  assertCanEdit(loaded);
  if (loaded.filler !== "NATIONAL" || loaded.application.state !== "AREA_RECOMMENDED") return loaded;
  await takeUpForReview(tx, { applicationId: loaded.application.id, from: loaded.application.state, session });
  return loadStage(session, applicationStageId, tx, notFound);
};
