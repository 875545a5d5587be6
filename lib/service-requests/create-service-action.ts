// POST /api/servicerequest/createnewserviceaction: a reply (remark and images) to an Open request,
// by its requester, an admin of its category or Admin. The first reply by anyone but the
// requester sets firstResponseAt.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { TUploadedFile } from "../http/multipart";
import { requestNotOpen } from "./errors";
import { getServiceRequestOrThrow } from "./get-service-request";
import type { TCreateServiceActionInput } from "./inputs";
import { notifyServiceRequestEvent } from "./notify";
import { joinFileNames, SERVICE_ACTION_SELECT, toServiceAction } from "./shapes";
import { acceptsReplies, SERVICE_REQUEST_STATUS } from "./status";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { withStoredFiles } from "./upload";

export const createServiceAction = async (options: {
  session: TSession;
  input: TCreateServiceActionInput;
  files: readonly TUploadedFile[];
}) => {
  const { session, input, files } = options;
  const request = await getServiceRequestOrThrow({
    session,
    key: { id: input.serviceRequestId },
    select: { id: true, year: true, status: true, requesterId: true },
  });
  if (!acceptsReplies(request.status)) throw requestNotOpen();

  const prisma = await getDb();
  const action = await withStoredFiles(files, (names) =>
    prisma.$transaction(async (tx) => {
      const now = new Date();
      // Conditional updates: a status change committed meanwhile makes the reply fail, not slip in.
      const bumped = await tx.serviceRequest.updateMany({
        where: { id: request.id, status: SERVICE_REQUEST_STATUS.OPEN },
        data: { updatedAt: now },
      });
      if (bumped.count === 0) throw requestNotOpen();
      if (session.memberId !== request.requesterId)
        await tx.serviceRequest.updateMany({
          where: { id: request.id, firstResponseAt: null },
          data: { firstResponseAt: now, updatedAt: now },
        });
      return tx.serviceAction.create({
        data: {
          serviceRequestId: request.id,
          year: request.year,
          remark: input.serviceRemark,
          fileNames: joinFileNames(names),
          authorId: session.memberId,
          createdAt: now,
        },
        select: SERVICE_ACTION_SELECT,
      });
    }, WRITE_TRANSACTION),
  );
  notifyServiceRequestEvent({ kind: "replied", requestId: request.id, actionId: action.id, authorId: session.memberId });
  return toServiceAction(action);
};
