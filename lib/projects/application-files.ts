// Files of an application: documents and photos of FILE / PHOTO_SET elements (uploadtpdocument,
// deletetpdocument), and vendors with their quote files (createprojectapplicationvendor,
// uploadfilesforvendor, deleteprojectapplicationvendorbyid, getprojectapplicationventorbytableprojectid).
// Each file's type and size are checked against its element's settings; files are stored first
// and their rows written after, and a failed write removes what it stored.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { parseMultipart, removeStored, storeFiles, type TUploadedFile, jsonFieldOf } from "../http/multipart";
import { parseWith } from "../http/route";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { assertCanEdit, loadStage, loadStageForWrite } from "./application-stage";
import { getApplicationOrThrow } from "./applications";
import { MAX_FILE_BYTES, parseElementConfig, type TFileType } from "./element-kinds";
import { voidStageSignatures } from "./void-signatures";
import { ZTpDocumentBody, ZVendorBody, ZVendorFilesBody } from "./application-inputs";

type TTx = Prisma.TransactionClient;

export const APPLICATION_FOLDER = "pomdocuments" as const;
export const DOCUMENT_FIELD = "tpDocument";
export const VENDOR_FILE_FIELD = "vendorFiles";
const MAX_FILES_PER_CALL = 20;
/** Quotation files one vendor keeps, over all the calls that add them. */
export const MAX_FILES_PER_VENDOR = 10;
const PHOTO_TYPES: TFileType[] = ["jpg", "png", "gif"];

const TYPE_OF: Record<TFileType, string> = { pdf: "application/pdf", jpg: "image/jpeg", png: "image/png", gif: "image/gif" };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Types and size of each file against the limits; 400 for a type, 413 for a size, naming the field. */
export const checkFiles = (files: TUploadedFile[], field: string, types: readonly TFileType[], maxBytes: number) => {
  for (const file of files) {
    if (!types.some((type) => TYPE_OF[type] === file.contentType))
      throw fieldError(
        "BAD_REQUEST",
        field,
        `${file.originalName ?? "a file"}: must be ${types.map((type) => type.toUpperCase()).join(", ")}`,
      );
    if (file.size > maxBytes)
      throw fieldError("PAYLOAD_TOO_LARGE", field, `${file.originalName ?? "a file"} is larger than ${sizeText(maxBytes)}`);
  }
};

/** Parses a multipart upload with files in `field` (at most 20, each within MAX_FILE_BYTES) and runs `work`. */
export const withFiles = async <T>(req: Request, field: string, work: (body: unknown, files: TUploadedFile[]) => Promise<T>) => {
  const upload = await parseMultipart(req, {
    files: { [field]: { kind: "document", maxCount: MAX_FILES_PER_CALL } },
    maxFiles: MAX_FILES_PER_CALL,
    maxFileBytes: MAX_FILE_BYTES,
  });
  try {
    return await work(jsonFieldOf(upload.fields), upload.files);
  } finally {
    await upload.cleanup();
  }
};

/** Stores the files, then runs `write` with their names; removes them again when `write` fails. */
export const storeThen = async <T>(files: TUploadedFile[], write: (names: string[]) => Promise<T>) => {
  const names = await storeFiles(files, APPLICATION_FOLDER);
  try {
    return await write(names);
  } catch (error) {
    await removeStored(APPLICATION_FOLDER, names);
    throw error;
  }
};

/** The rows of stored files (`names` as storeThen gave them), each with the columns in `base`. */
export const fileRows = <TBase extends object>(files: TUploadedFile[], names: string[], base: TBase) =>
  files.map((file, index) => ({
    ...base,
    storedName: names[index]!,
    originalName: (file.originalName ?? `file.${file.ext}`).slice(0, 200),
    contentType: file.contentType,
    sizeBytes: file.size,
  }));

const elementOfStage = async (tx: TTx, packStageId: number, elementId: number, kinds: string[]) => {
  const element = await tx.stageElement.findFirst({
    where: { id: elementId, stageId: packStageId },
    select: { id: true, kind: true, label: true, config: true },
  });
  if (!element || !kinds.includes(element.kind))
    throw fieldError(
      "BAD_REQUEST",
      "stageElementId",
      `not a ${kinds.join(" or ").toLowerCase().replaceAll("_", " ")} element of this stage`,
    );
  return element;
};

/** uploadtpdocument: documents or photos of one element, within its types, size and count. */
export const uploadStageDocuments = async (session: TSession, req: Request) =>
  withFiles(req, DOCUMENT_FIELD, async (raw, files) => {
    const body = parseWith(ZTpDocumentBody, raw, "body");
    if (files.length === 0) throw fieldError("BAD_REQUEST", DOCUMENT_FIELD, "choose a file to upload");
    const prisma = await getDb();
    // Checked before anything is stored, then again inside the write.
    const precheck = await loadStage(session, body.applicationStageId);
    assertCanEdit(precheck);
    const element = await elementOfStage(prisma, precheck.row.packStageId, body.stageElementId, ["FILE", "PHOTO_SET"]);
    const limits =
      element.kind === "FILE"
        ? (() => {
            const config = parseElementConfig("FILE", element.config);
            return { types: config.fileTypes, maxBytes: config.maxFileBytes, maxCount: config.maxFiles };
          })()
        : (() => {
            const config = parseElementConfig("PHOTO_SET", element.config);
            return { types: PHOTO_TYPES, maxBytes: config.maxFileBytes, maxCount: config.maxPhotos };
          })();
    checkFiles(files, DOCUMENT_FIELD, limits.types, limits.maxBytes);
    return storeThen(files, (names) =>
      prisma.$transaction(async (tx) => {
        const loaded = await loadStageForWrite(tx, session, body.applicationStageId);
        const existing = await tx.applicationFile.count({
          where: { applicationStageId: loaded.row.id, elementId: element.id, vendorId: null },
        });
        if (existing + files.length > limits.maxCount)
          throw fieldError(
            "BAD_REQUEST",
            DOCUMENT_FIELD,
            `${element.label} takes at most ${limits.maxCount} file${limits.maxCount === 1 ? "" : "s"} (${existing} already there)`,
          );
        await tx.applicationFile.createMany({
          data: fileRows(files, names, {
            applicationId: loaded.application.id,
            applicationStageId: loaded.row.id,
            elementId: element.id,
            uploadedById: session.memberId,
          }),
        });
        await voidStageSignatures(tx, loaded.row.id);
        const saved = await tx.applicationFile.findMany({
          where: { storedName: { in: names } },
          select: { id: true, elementId: true, storedName: true, originalName: true, contentType: true, sizeBytes: true },
          orderBy: { id: "asc" },
        });
        return {
          stat: 1,
          files: saved.map((file) => ({ ...file, url: `/api/storage/${APPLICATION_FOLDER}/${file.storedName}` })),
        };
      }, WRITE_TRANSACTION),
    );
  });

/** deletetpdocument (id): one uploaded file of a stage the caller may write; the stored file goes after the commit. */
export const deleteStageDocument = async (session: TSession, fileId: number) => {
  const prisma = await getDb();
  const storedName = await prisma.$transaction(async (tx) => {
    const file = await tx.applicationFile.findUnique({
      where: { id: fileId },
      select: { applicationStageId: true, storedName: true, vendorId: true },
    });
    // A vendor's quotation goes with its vendor (deleteprojectapplicationvendorbyid).
    if (!file || file.vendorId !== null) throw new AppError("NOT_FOUND", "No such document");
    await loadStageForWrite(tx, session, file.applicationStageId);
    await tx.applicationFile.delete({ where: { id: fileId } });
    await voidStageSignatures(tx, file.applicationStageId);
    return file.storedName;
  }, WRITE_TRANSACTION);
  await removeStored(APPLICATION_FOLDER, [storedName]);
  return { stat: 1 };
};

const VENDOR_TYPES: TFileType[] = ["pdf", "jpg", "png"];

/** 400 on the files field when a vendor holding `existing` quotation files would pass the limit with `adding` more. */
const checkVendorFileCount = (existing: number, adding: number) => {
  if (existing + adding <= MAX_FILES_PER_VENDOR) return;
  throw fieldError(
    "BAD_REQUEST",
    VENDOR_FILE_FIELD,
    `a vendor takes at most ${MAX_FILES_PER_VENDOR} quotation files` + (existing > 0 ? ` (${existing} already there)` : ""),
  );
};

/** createprojectapplicationvendor: a vendor with its quote amount and quote files, within the element's vendor count. */
export const createVendor = async (session: TSession, req: Request) =>
  withFiles(req, VENDOR_FILE_FIELD, async (raw, files) => {
    const body = parseWith(ZVendorBody, raw, "body");
    const prisma = await getDb();
    const precheck = await loadStage(session, body.applicationStageId);
    assertCanEdit(precheck);
    const element = await elementOfStage(prisma, precheck.row.packStageId, body.stageElementId, ["VENDOR_LIST"]);
    checkFiles(files, VENDOR_FILE_FIELD, VENDOR_TYPES, MAX_FILE_BYTES);
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

/** uploadfilesforvendor: more quote files for a vendor, up to MAX_FILES_PER_VENDOR in all. */
export const addVendorFiles = async (session: TSession, req: Request) =>
  withFiles(req, VENDOR_FILE_FIELD, async (raw, files) => {
    const body = parseWith(ZVendorFilesBody, raw, "body");
    if (files.length === 0) throw fieldError("BAD_REQUEST", VENDOR_FILE_FIELD, "choose a file to upload");
    checkFiles(files, VENDOR_FILE_FIELD, VENDOR_TYPES, MAX_FILE_BYTES);
    const prisma = await getDb();
    const vendor = await prisma.applicationVendor.findUnique({ where: { id: body.pavid }, select: { applicationStageId: true } });
    if (!vendor) throw new AppError("NOT_FOUND", "No such vendor");
    assertCanEdit(await loadStage(session, vendor.applicationStageId));
    // Checked before anything is stored, then again under the stage's lock.
    checkVendorFileCount(await prisma.applicationFile.count({ where: { vendorId: body.pavid } }), files.length);
    return storeThen(files, (names) =>
      prisma.$transaction(async (tx) => {
        const row = await tx.applicationVendor.findUnique({
          where: { id: body.pavid },
          select: { elementId: true, applicationStageId: true },
        });
        if (!row) throw new AppError("NOT_FOUND", "No such vendor");
        const loaded = await loadStageForWrite(tx, session, row.applicationStageId);
        checkVendorFileCount(await tx.applicationFile.count({ where: { vendorId: body.pavid } }), files.length);
        await tx.applicationFile.createMany({
          data: fileRows(files, names, {
            applicationId: loaded.application.id,
            applicationStageId: row.applicationStageId,
            elementId: row.elementId,
            vendorId: body.pavid,
            uploadedById: session.memberId,
          }),
        });
        await voidStageSignatures(tx, row.applicationStageId);
        return { stat: 1 };
      }, WRITE_TRANSACTION),
    );
  });

/** deleteprojectapplicationvendorbyid (pavid): the vendor and its quote files. */
export const deleteVendor = async (session: TSession, vendorId: number) => {
  const prisma = await getDb();
  const names = await prisma.$transaction(async (tx) => {
    const vendor = await tx.applicationVendor.findUnique({
      where: { id: vendorId },
      select: { applicationStageId: true, files: { select: { storedName: true } } },
    });
    if (!vendor) throw new AppError("NOT_FOUND", "No such vendor");
    await loadStageForWrite(tx, session, vendor.applicationStageId);
    await tx.applicationVendor.delete({ where: { id: vendorId } });
    await voidStageSignatures(tx, vendor.applicationStageId);
    return vendor.files.map((file) => file.storedName);
  }, WRITE_TRANSACTION);
  if (names.length > 0) await removeStored(APPLICATION_FOLDER, names);
  return { stat: 1 };
};

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
