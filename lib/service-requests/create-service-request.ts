// POST /api/servicerequest/createservicerequest: a new request, its ticket number and its first
// action (the requester's remark and files), in one transaction; then mail to the category's admins.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { TUploadedFile } from "../http/multipart";
import { isForeignKeyViolation } from "../db/errors";
import { unknownCategory } from "./errors";
import type { TCreateServiceRequestInput } from "./inputs";
import { notifyServiceRequestEvent } from "./notify";
import { joinFileNames, SERVICE_REQUEST_SELECT, toServiceRequest } from "./shapes";
import { SERVICE_REQUEST_STATUS } from "./status";
import { allocateTicketNumber, ticketYear } from "./ticket-number";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { withStoredFiles } from "./upload";

export const createServiceRequest = async (options: {
  session: TSession;
  input: TCreateServiceRequestInput;
  files: readonly TUploadedFile[];
}) => {
  const { session, input, files } = options;
  const prisma = await getDb();
  // Checked before any file is stored; the foreign key catches a category deleted meanwhile.
  const category = await prisma.serviceCategory.findUnique({ where: { id: input.serviceCategoryId }, select: { id: true } });
  if (!category) throw unknownCategory();

  const created = await withStoredFiles(files, (names) =>
    prisma
      .$transaction(async (tx) => {
        const now = new Date();
        const year = ticketYear(now);
        const ticketNumber = await allocateTicketNumber(tx, year);
        return tx.serviceRequest.create({
          data: {
            ticketNumber,
            title: input.serviceRequestTitle,
            categoryId: category.id,
            year,
            status: SERVICE_REQUEST_STATUS.OPEN,
            requesterId: session.memberId,
            createdAt: now,
            updatedAt: now,
            actions: {
              create: {
                year,
                remark: input.serviceRemark,
                fileNames: joinFileNames(names),
                authorId: session.memberId,
                createdAt: now,
              },
            },
          },
          select: { id: true, actions: { select: { id: true } } },
        });
      }, WRITE_TRANSACTION)
      .catch((error: unknown) => {
        throw isForeignKeyViolation(error, "ServiceRequest_categoryId_fkey") ? unknownCategory() : error;
      }),
  );
  notifyServiceRequestEvent({
    kind: "created",
    requestId: created.id,
    actionId: created.actions[0]!.id,
    authorId: session.memberId,
  });
  // Read after the commit: the transaction (which holds the year's ticket counter) stays short.
  const row = await prisma.serviceRequest.findUniqueOrThrow({ where: { id: created.id }, select: SERVICE_REQUEST_SELECT });
  return toServiceRequest(row);
};
