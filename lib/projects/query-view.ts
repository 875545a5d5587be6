// A query as the screens read it (the reply shape of every query call), and the list of queries
// not yet closed (getallopenqueries).
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { visibleApplicationsWhere } from "./application-access";
import { APPLICATION_FOLDER } from "./application-files";
import { chairedAreaNos } from "./applications";

type TTx = Prisma.TransactionClient;

const QUERY_SELECT = {
  id: true,
  applicationId: true,
  state: true,
  question: true,
  raisedAt: true,
  reply: true,
  repliedAt: true,
  closeRemark: true,
  closedAt: true,
  raisedBy: { select: { fullName: true } },
  repliedBy: { select: { fullName: true } },
  closedBy: { select: { fullName: true } },
  application: { select: { applicationNo: true, title: true, tableNo: true, circleNo: true, areaNo: true, state: true } },
  files: {
    select: { id: true, side: true, storedName: true, originalName: true, contentType: true, sizeBytes: true },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.ProjectQuerySelect;

type TQueryRow = Prisma.ProjectQueryGetPayload<{ select: typeof QUERY_SELECT }>;

export const queryReply = (row: TQueryRow) => ({
  id: row.id,
  applicationId: row.applicationId,
  applicationNo: row.application.applicationNo,
  title: row.application.title,
  tableNo: row.application.tableNo,
  circleNo: row.application.circleNo,
  areaNo: row.application.areaNo,
  applicationState: row.application.state,
  state: row.state,
  question: row.question,
  raisedBy: row.raisedBy.fullName,
  raisedAt: row.raisedAt.toISOString(),
  reply: row.reply,
  repliedBy: row.repliedBy?.fullName ?? null,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  closeRemark: row.closeRemark,
  closedBy: row.closedBy?.fullName ?? null,
  closedAt: row.closedAt?.toISOString() ?? null,
  files: row.files.map((file) => ({
    id: file.id,
    side: file.side,
    name: file.originalName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    url: `/api/storage/${APPLICATION_FOLDER}/${file.storedName}`,
  })),
});

export const readQuery = async (id: number, db?: TTx) => {
  const prisma = db ?? (await getDb());
  return queryReply(await prisma.projectQuery.findUniqueOrThrow({ where: { id }, select: QUERY_SELECT }));
};

/** getallopenqueries: the queries not yet closed on the applications the caller sees, longest waiting first. */
export const listOpenQueries = async (session: TSession, page: { skip: number; take: number }) => {
  const prisma = await getDb();
  const where: Prisma.ProjectQueryWhereInput = {
    state: { in: ["OPEN", "ANSWERED"] },
    application: visibleApplicationsWhere(session, await chairedAreaNos(session.memberId)),
  };
  const [rows, total] = await Promise.all([
    prisma.projectQuery.findMany({
      where,
      select: QUERY_SELECT,
      orderBy: [{ state: "asc" }, { raisedAt: "asc" }, { id: "asc" }],
      skip: page.skip,
      take: page.take,
    }),
    prisma.projectQuery.count({ where }),
  ]);
  return { projectQueries: rows.map(queryReply), total };
};
