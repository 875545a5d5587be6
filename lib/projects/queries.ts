// Queries of the national review: a reviewer asks the table something about its application
// (createprojectquery, with files), the table replies (rplyprojectquery, with files), and the
// reviewer closes it (updateprojectquery); getallopenqueries lists those not closed. While any
// query is OPEN the application waits on the table (QUERY_RAISED) and the review clock stands
// still (lib/projects/move-application.ts); the last reply gives it back to the reviewers.
// Raising, replying and closing first lock the application's row, then read its state and count
// its open queries: two replies at once (or a reply and a new query) take turns, so the second
// counts what the first committed and the state always follows the open queries.
// A query's reply shape and the open list are in ./query-view.ts, its mails in ./query-mails.ts.
import type { TSession } from "../auth/session";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { parseWith } from "../http/route";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { ownUnitWhere, visibleApplicationsWhere } from "./application-access";
import { FINAL_STATES, STATE_LABELS } from "./application-states";
import { checkFiles, fileRows, storeThen, withFiles } from "./application-files";
import { ZQueryRaise, ZQueryReply, type TQueryClose } from "./application-inputs";
import { chairedAreaNos } from "./applications";
import { assertTableNotDecharted } from "./decharted-table";
import { MAX_FILE_BYTES } from "./element-kinds";
import { moveApplication, takeUpForReview } from "./move-application";
import { notifyReviewer, notifyUnit } from "./query-mails";
import { readQuery } from "./query-view";
import { lockApplication } from "./row-locks";

type TTx = Prisma.TransactionClient;

export const QUERY_FILE_FIELD = "uploadQueryFiles";
const QUERY_FILE_TYPES = ["pdf", "jpg", "png", "gif"] as const;

const noSuchQuery = () => new AppError("NOT_FOUND", "No such query");

/** Locks the application of the query `where` finds (404 when none): the query is read after it. */
const lockQueryApplication = async (tx: TTx, where: Prisma.ProjectQueryWhereInput) => {
  const found = await tx.projectQuery.findFirst({ where, select: { applicationId: true } });
  if (!found) throw noSuchQuery();
  await lockApplication(tx, found.applicationId);
};

/** The application by id as the caller may see it (404 otherwise), with what a query needs. */
const visibleApplication = async (tx: TTx, session: TSession, applicationId: number) => {
  const row = await tx.projectApplication.findFirst({
    where: { AND: [{ id: applicationId }, visibleApplicationsWhere(session, await chairedAreaNos(session.memberId, tx))] },
    select: { id: true, state: true, applicationNo: true, title: true, tableNo: true, circleNo: true, createdById: true },
  });
  if (!row) throw new AppError("NOT_FOUND", "No such application");
  return row;
};

/** createprojectquery: a reviewer's question to the table; an application taken up for the first time goes under review. */
export const raiseQuery = async (session: TSession, req: Request) =>
  withFiles(req, QUERY_FILE_FIELD, async (body, files) => {
    const input = parseWith(ZQueryRaise, body, "json");
    checkFiles(files, QUERY_FILE_FIELD, QUERY_FILE_TYPES, MAX_FILE_BYTES);
    const prisma = await getDb();
    const created = await storeThen(files, (names) =>
      prisma.$transaction(async (tx) => {
        await lockApplication(tx, input.applicationId);
        const application = await visibleApplication(tx, session, input.applicationId);
        const state = await takeUpForReview(tx, { applicationId: application.id, from: application.state, session });
        // A second question while the table owes an answer to the first adds to what it owes.
        if (state !== "QUERY_RAISED")
          await moveApplication(tx, {
            applicationId: application.id,
            action: "raiseQuery",
            from: state,
            session,
            remark: input.query,
          });
        const query = await tx.projectQuery.create({
          data: { applicationId: application.id, question: input.query, raisedById: session.memberId },
          select: { id: true },
        });
        await tx.projectQueryFile.createMany({
          data: fileRows(files, names, { queryId: query.id, side: "QUESTION", uploadedById: session.memberId }),
        });
        await appendAudit(tx, {
          applicationId: application.id,
          action: "query.raise",
          actorId: session.memberId,
          remark: input.query,
        });
        return { queryId: query.id, application };
      }, WRITE_TRANSACTION),
    );
    await notifyUnit(created.application, input.query).catch((error: unknown) => console.error("query mail", error));
    return { stat: 1, projectQuery: await readQuery(created.queryId) };
  });

/** rplyprojectquery: the table's answer; the last open query answered gives the application back to the reviewers. */
export const replyToQuery = async (session: TSession, req: Request) =>
  withFiles(req, QUERY_FILE_FIELD, async (body, files) => {
    const input = parseWith(ZQueryReply, body, "json");
    checkFiles(files, QUERY_FILE_FIELD, QUERY_FILE_TYPES, MAX_FILE_BYTES);
    const own = ownUnitWhere(session);
    if (!own) throw new AppError("FORBIDDEN", "Only the table's or circle's office bearers reply to its queries");
    const prisma = await getDb();
    const replied = await storeThen(files, (names) =>
      prisma.$transaction(async (tx) => {
        await lockQueryApplication(tx, { id: input.queryId, application: own });
        const query = await tx.projectQuery.findUniqueOrThrow({
          where: { id: input.queryId },
          select: {
            id: true,
            state: true,
            raisedById: true,
            application: { select: { id: true, state: true, tableNo: true } },
          },
        });
        // A de-chartered table's applications are read-only (docs/decisions.md, "De-chartering").
        await assertTableNotDecharted(tx, query.application.tableNo, "applications");
        if (FINAL_STATES.includes(query.application.state))
          throw new AppError(
            "CONFLICT",
            `The application is ${STATE_LABELS[query.application.state].toLowerCase()}: its queries are closed`,
          );
        if (query.state !== "OPEN") throw new AppError("CONFLICT", "This query has been answered already");
        const answered = await tx.projectQuery.updateMany({
          where: { id: query.id, state: "OPEN" },
          data: { state: "ANSWERED", reply: input.reply, repliedById: session.memberId, repliedAt: new Date() },
        });
        if (answered.count !== 1) throw new AppError("CONFLICT", "This query has been answered already");
        await tx.projectQueryFile.createMany({
          data: fileRows(files, names, { queryId: query.id, side: "REPLY", uploadedById: session.memberId }),
        });
        await appendAudit(tx, {
          applicationId: query.application.id,
          action: "query.reply",
          actorId: session.memberId,
          remark: input.reply,
        });
        const stillOpen = await tx.projectQuery.count({ where: { applicationId: query.application.id, state: "OPEN" } });
        if (stillOpen === 0 && query.application.state === "QUERY_RAISED")
          await moveApplication(tx, {
            applicationId: query.application.id,
            action: "answerQuery",
            from: "QUERY_RAISED",
            session,
            remark: input.reply,
          });
        return { queryId: query.id, raisedById: query.raisedById };
      }, WRITE_TRANSACTION),
    );
    const reply = await readQuery(replied.queryId);
    await notifyReviewer(replied.raisedById, reply).catch((error: unknown) => console.error("query mail", error));
    return { stat: 1, projectQuery: reply };
  });

/** updateprojectquery: the reviewer closes a query, answered or (with a remark) not. */
export const closeQuery = async (session: TSession, input: TQueryClose) => {
  const prisma = await getDb();
  const queryId = await prisma.$transaction(async (tx) => {
    await lockQueryApplication(tx, { id: input.queryId });
    const query = await tx.projectQuery.findUniqueOrThrow({
      where: { id: input.queryId },
      select: { id: true, state: true, applicationId: true },
    });
    const application = await visibleApplication(tx, session, query.applicationId);
    if (query.state === "CLOSED") throw new AppError("CONFLICT", "This query is closed already");
    if (query.state === "OPEN" && !input.remark)
      throw fieldError("BAD_REQUEST", "remark", "say why the query is closed before the table has answered");
    const closed = await tx.projectQuery.updateMany({
      where: { id: query.id, state: query.state },
      data: { state: "CLOSED", closeRemark: input.remark ?? "", closedById: session.memberId, closedAt: new Date() },
    });
    if (closed.count !== 1) throw new AppError("CONFLICT", "The query changed meanwhile: reload it");
    await appendAudit(tx, {
      applicationId: application.id,
      action: "query.close",
      actorId: session.memberId,
      remark: input.remark ?? "",
    });
    const stillOpen = await tx.projectQuery.count({ where: { applicationId: application.id, state: "OPEN" } });
    if (query.state === "OPEN" && stillOpen === 0 && application.state === "QUERY_RAISED")
      await moveApplication(tx, {
        applicationId: application.id,
        action: "withdrawQuery",
        from: "QUERY_RAISED",
        session,
        remark: input.remark ?? "",
      });
    return query.id;
  }, WRITE_TRANSACTION);
  return { stat: 1, projectQuery: await readQuery(queryId) };
};
