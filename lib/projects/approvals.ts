// The national team's approval (issue 12, section 1). Each approver confirms the elements that the
// pack's approval mapping gives their role (updatetpaprojectdetailsapproval); the application is
// then recommended to the trust (approvetableprojectappliaction / approvecircleprojectappliaction):
// only with no query open, the national stage complete, and every element mapped to the
// approver's role confirmed. The national stage is submitted with it, in one transaction. Either
// call on an application the area recommended takes it up for review first (startReview).
import { fromDbRole, toDbRole, type TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { sendMail } from "../mail/send-mail";
import { absoluteUrl } from "../seo/site";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { stageProblems } from "./stage-problems";
import { assertTransition, NATIONAL_REVIEW_ROLES } from "./application-states";
import { assertUnitKind } from "./application-access";
import { getApplicationOrThrow } from "./applications";
import { moveApplication, takeUpForReview } from "./move-application";
import { lockApplication, lockStagesFilledBy } from "./row-locks";

type TTx = Prisma.TransactionClient;

/** The approving roles of the caller that the approval mapping may name. */
const approvingRoles = (session: TSession): TRole[] =>
  session.roles.filter((role) => (NATIONAL_REVIEW_ROLES as readonly TRole[]).includes(role));

/** For each of the caller's approving roles: the elements it confirms, and whether (and by whom) each is confirmed. */
const approvalStatus = async (tx: TTx, session: TSession, application: { id: number; packId: number }) => {
  const roles = approvingRoles(session);
  const [mappings, approvals] = await Promise.all([
    tx.approvalElementMapping.findMany({
      where: { packId: application.packId, role: { in: roles.map(toDbRole) } },
      select: { role: true, element: { select: { id: true, label: true, stage: { select: { name: true, position: true } } } } },
      orderBy: [{ role: "asc" }, { element: { stage: { position: "asc" } } }, { element: { position: "asc" } }],
    }),
    tx.elementApproval.findMany({
      where: { applicationId: application.id },
      select: { elementId: true, role: true, approvedAt: true, approvedBy: { select: { fullName: true } } },
    }),
  ]);
  return mappings.map((mapping) => {
    const done = approvals.find((row) => row.elementId === mapping.element.id && row.role === mapping.role);
    return {
      role: fromDbRole(mapping.role),
      elementId: mapping.element.id,
      label: mapping.element.label,
      stage: mapping.element.stage.name,
      confirmed: Boolean(done),
      confirmedBy: done?.approvedBy.fullName ?? null,
      confirmedAt: done?.approvedAt.toISOString() ?? null,
    };
  });
};

export type TApprovalItem = Awaited<ReturnType<typeof approvalStatus>>[number];

/** getapplicationapprovals/{id}: what the caller's roles confirm on this application, and what is confirmed. */
export const getApprovals = async (session: TSession, applicationId: number) => {
  const application = await getApplicationOrThrow(session, applicationId);
  return { approvals: await approvalStatus(await getDb(), session, application) };
};

/** updatetpaprojectdetailsapproval: the caller confirms elements mapped to their role while the application is under review. */
const assertConfirmable = (state: string) => {
  if (state !== "UNDER_REVIEW" && state !== "AREA_RECOMMENDED")
    throw new AppError("CONFLICT", "Details are confirmed while the application is under national review");
};

export const confirmElements = async (session: TSession, input: { applicationId: number; elementIds: number[] }) => {
  const application = await getApplicationOrThrow(session, input.applicationId);
  assertConfirmable(application.state);
  const prisma = await getDb();
  return prisma.$transaction(async (tx) => {
    // Again under the application's lock: a hold or a decision committed since the read above wins.
    await lockApplication(tx, application.id);
    const { state } = await tx.projectApplication.findUniqueOrThrow({ where: { id: application.id }, select: { state: true } });
    assertConfirmable(state);
    await takeUpForReview(tx, { applicationId: application.id, from: state, session });
    const before = await approvalStatus(tx, session, application);
    for (const elementId of input.elementIds) {
      // An element mapped to more than one of the caller's roles (NPC and Admin-Pom) is confirmed
      // for each: the recommendation checks every one of them.
      const items = before.filter((entry) => entry.elementId === elementId);
      if (items.length === 0)
        throw fieldError("BAD_REQUEST", "elementIds", `element ${elementId} is not yours to confirm on this application`);
      for (const item of items) {
        await tx.elementApproval.upsert({
          where: { applicationId_elementId_role: { applicationId: application.id, elementId, role: toDbRole(item.role) } },
          create: { applicationId: application.id, elementId, role: toDbRole(item.role), approvedById: session.memberId },
          update: {},
        });
        await appendAudit(tx, {
          applicationId: application.id,
          action: "approval.confirm",
          actorId: session.memberId,
          remark: `${item.role}: ${item.label}`,
        });
      }
    }
    return { stat: 1, approvals: await approvalStatus(tx, session, application) };
  }, WRITE_TRANSACTION);
};

/** approvetableprojectappliaction / approvecircleprojectappliaction: recommend to the trust. */
export const recommendToTrust = async (
  session: TSession,
  input: { applicationId: number; remark: string | null },
  unit: "table" | "circle",
) => {
  const application = await getApplicationOrThrow(session, input.applicationId);
  assertUnitKind(
    application,
    unit,
    unit === "table" ? "approve it with approvecircleprojectappliaction" : "approve it with approvetableprojectappliaction",
  );
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    // The national stages' rows first (lib/projects/row-locks.ts): a save of them waits for the
    // submission below, or lands before the check of what they lack.
    const nationalIds = await lockStagesFilledBy(tx, application.id, "NATIONAL");
    const from = await takeUpForReview(tx, { applicationId: application.id, from: application.state, session });
    // The role and the state first (403, 409): what the stage lacks matters only to a step that may be taken.
    assertTransition("recommendToTrust", from, session.roles, input.remark ?? "");
    if ((await tx.projectQuery.count({ where: { applicationId: application.id, state: "OPEN" } })) > 0)
      throw new AppError("CONFLICT", "A query still waits on the table: approve once it is answered or closed");
    const nationalStages = await tx.applicationStage.findMany({
      where: { id: { in: nationalIds }, state: "OPEN" },
      select: { id: true, packStageId: true },
    });
    const problems = (await Promise.all(nationalStages.map((stage) => stageProblems(tx, stage.id, stage.packStageId)))).flat();
    const unconfirmed = (await approvalStatus(tx, session, application)).filter((item) => !item.confirmed);
    const fields = [
      ...problems.map((problem) => ({ field: `element.${problem.elementId}`, message: `${problem.label}: ${problem.message}` })),
      ...unconfirmed.map((item) => ({
        field: `element.${item.elementId}`,
        message: `${item.label}: not confirmed by ${item.role}`,
      })),
    ];
    if (fields.length > 0)
      throw new AppError(
        "BAD_REQUEST",
        `${fields.length === 1 ? "One item is" : `${fields.length} items are`} missing or not confirmed`,
        { fields },
      );
    const now = new Date();
    await tx.applicationStage.updateMany({
      where: { id: { in: nationalStages.map((stage) => stage.id) } },
      data: { state: "SUBMITTED", submittedAt: now, submittedById: session.memberId },
    });
    await moveApplication(tx, {
      applicationId: application.id,
      action: "recommendToTrust",
      from,
      session,
      remark: input.remark ?? "",
    });
  }, WRITE_TRANSACTION);
  await notifyTrustOffice(application.id).catch((error: unknown) => console.error("approval mail", error));
  return { stat: 1, tableProjectApplication: await getApplicationOrThrow(session, application.id) };
};

/** The trust's secretaries hear that an application waits to be circulated. */
const notifyTrustOffice = async (applicationId: number) => {
  const prisma = await getDb();
  const [application, secretaries] = await Promise.all([
    prisma.projectApplication.findUniqueOrThrow({ where: { id: applicationId }, select: { applicationNo: true, title: true } }),
    prisma.member.findMany({
      where: { isActive: true, officeEmail: { not: null }, roles: { some: { role: "RTIF_Secretary" } } },
      select: { fullName: true, officeEmail: true },
    }),
  ]);
  for (const secretary of secretaries)
    await sendMail({
      to: secretary.officeEmail!,
      subject: `Application ${application.applicationNo} is recommended to the trust`,
      text: [
        `Dear ${secretary.fullName},`,
        "",
        `The national team recommends project application ${application.applicationNo} (${application.title}) to the trust.`,
        "It waits to be circulated among the trustees:",
        absoluteUrl("/projects/manageprojectapplications"),
      ].join("\n"),
    });
};
