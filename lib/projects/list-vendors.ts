// getprojectapplicationventorbytableprojectid: the vendors of an application and their quotation files.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { APPLICATION_FOLDER } from "./application-files";
import { getApplicationOrThrow } from "./applications";

/** getprojectapplicationventorbytableprojectid/{id}: the vendors of an application the caller may see. */
export const listVendors = async (session: TSession, applicationId: number) => {
  await getApplicationOrThrow(session, applicationId);
  const prisma = await getDb();
  const vendors = await prisma.applicationVendor.findMany({
    where: { applicationStage: { applicationId } },
    select: {
      id: true,
      applicationStageId: true,
      elementId: true,
      vendorName: true,
      quotePaise: true,
      files: {
        select: { id: true, storedName: true, originalName: true, contentType: true, sizeBytes: true },
        orderBy: { id: "asc" },
      },
    },
    orderBy: { id: "asc" },
  });
  return {
    vendors: vendors.map((vendor) => ({
      ...vendor,
      quotePaise: Number(vendor.quotePaise),
      files: vendor.files.map((file) => ({ ...file, url: `/api/storage/${APPLICATION_FOLDER}/${file.storedName}` })),
    })),
  };
};
