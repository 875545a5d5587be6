// createprojectapplicationvendor: a vendor of a stage's VENDOR_LIST element, with its quote amount
// and quote files.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { fieldError } from "../http/errors";
import { parseWith } from "../http/route";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { VENDOR_FILE_FIELD, checkFiles, elementOfStage, fileRows, storeThen, withFiles } from "./application-files";
import { ZVendorBody } from "./application-inputs";
import { MAX_FILE_BYTES, VENDOR_FILE_TYPES, parseElementConfig } from "./element-kinds";
import { assertCanEdit, loadStage, loadStageForWrite } from "./load-stage";
import { checkVendorFileCount } from "./vendor-files";
import { voidStageSignatures } from "./void-signatures";

/** createprojectapplicationvendor: a vendor with its quote amount and quote files, within the element's vendor count. */
export const createVendor = async (session: TSession, req: Request) =>
  withFiles(req, VENDOR_FILE_FIELD, async (raw, files) => {
    const body = parseWith(ZVendorBody, raw, "body");
    const prisma = await getDb();
    const precheck = await loadStage(session, body.applicationStageId);
    assertCanEdit(precheck);
    const element = await elementOfStage(prisma, precheck.row.packStageId, body.stageElementId, ["VENDOR_LIST"]);
    checkFiles(files, VENDOR_FILE_FIELD, VENDOR_FILE_TYPES, MAX_FILE_BYTES);
    checkVendorFileCount(0, files.length);
    const { maxVendors } = parseElementConfig("VENDOR_LIST", element.config);
    return storeThen(files, (names) =>
      prisma.$transaction(async (tx) => {
        const loaded = await loadStageForWrite(tx, session, body.applicationStageId);
        const count = await tx.applicationVendor.count({ where: { applicationStageId: loaded.row.id, elementId: element.id } });
        if (count >= maxVendors)
          throw fieldError("BAD_REQUEST", "vendorName", `${element.label} takes at most ${maxVendors} vendors`);
        const vendor = await tx.applicationVendor.create({
          data: {
            applicationStageId: loaded.row.id,
            elementId: element.id,
            vendorName: body.vendorName,
            quotePaise: BigInt(body.quotePaise),
          },
          select: { id: true },
        });
        if (files.length > 0)
          await tx.applicationFile.createMany({
            data: fileRows(files, names, {
              applicationId: loaded.application.id,
              applicationStageId: loaded.row.id,
              elementId: element.id,
              vendorId: vendor.id,
              uploadedById: session.memberId,
            }),
          });
        await voidStageSignatures(tx, loaded.row.id);
        return { stat: 1, vendorId: vendor.id };
      }, WRITE_TRANSACTION),
    );
  });
