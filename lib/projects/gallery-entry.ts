// A completed project's entry in the public gallery of its year, made in the final payment's
// transaction: title, table or circle, what it did, and a cover photo from its completion photos.
//
// The application's own photos stay private (pomdocuments, readable by whoever sees the
// application). The cover is a copy in the public content folder, served to anyone by
// GET /api/content/files/blog/{name} and allowed to next/image like the blog's images, so the
// gallery pages show it without opening the application's files to visitors.
import type { Prisma } from "../db/generated/client";
import { blogFileUrl } from "../content/images";
import { revalidatePublicPages } from "../content/revalidate-public-pages";
import { GALLERY_PAGE_SIZE } from "../content/gallery-year-page";
import { formatYear } from "../content/year";
import { getDb } from "../db/client";
import { generateStoredName, removeStored } from "../http/multipart";
import { getStorage } from "../storage";
import { storedNameSlug } from "../storage/stored-name";
import { APPLICATION_FOLDER } from "./application-files";

type TTx = Prisma.TransactionClient;

const PUBLIC_FOLDER = "blog" as const;

/** The first photo of the completion photos (the element tagged COMPLETION_PHOTOS), if any. */
const firstCompletionPhoto = async (db: TTx, applicationId: number) =>
  db.applicationFile.findFirst({
    where: {
      applicationId,
      vendorId: null,
      contentType: { startsWith: "image/" },
      element: { kind: "PHOTO_SET", config: { path: ["check"], equals: "COMPLETION_PHOTOS" } },
    },
    orderBy: { id: "asc" },
    select: { storedName: true, contentType: true, sizeBytes: true },
  });

export type TCoverCopy = { url: string; storedName: string; source: string } | null;

/**
 * Copies the cover photo into the public folder before the final payment's transaction (storage is
 * not transactional); the caller removes it again with discardCoverCopy when the payment fails.
 */
export const copyCoverPhoto = async (applicationId: number): Promise<TCoverCopy> => {
  const prisma = await getDb();
  const photo = await firstCompletionPhoto(prisma, applicationId);
  if (!photo) return null;
  const storage = getStorage();
  const file = await storage.get(APPLICATION_FOLDER, photo.storedName);
  if (!file) return null;
  const ext = photo.storedName.split(".").pop() ?? "jpg";
  const storedName = generateStoredName(ext, storedNameSlug(photo.storedName));
  await storage.put(PUBLIC_FOLDER, storedName, file.body, { contentType: photo.contentType, size: photo.sizeBytes });
  return { url: blogFileUrl(storedName), storedName, source: photo.storedName };
};

export const discardCoverCopy = async (cover: TCoverCopy) => {
  if (cover) await removeStored(PUBLIC_FOLDER, [cover.storedName]);
};

/** The completion stage's (the pack's last stage) first long text answer: what the project did. */
const descriptionOf = async (tx: TTx, applicationId: number) => {
  const stage = await tx.applicationStage.findFirst({
    where: { applicationId },
    orderBy: { packStage: { position: "desc" } },
    select: { id: true },
  });
  if (!stage) return null;
  const answers = await tx.elementValue.findMany({
    where: { applicationStageId: stage.id, element: { kind: "LONG_TEXT" } },
    orderBy: [{ element: { position: "asc" } }, { elementId: "asc" }],
    select: { value: true },
  });
  const text = answers.map((answer) => answer.value).find((value) => typeof value === "string" && value.trim() !== "");
  return typeof text === "string" ? text.trim() : null;
};

/**
 * Creates the application's gallery entry, and its year's summary when the year has none yet (with
 * this cover). Inside the final payment's transaction. `cover` is what copyCoverPhoto made, if the
 * photo is still the first one.
 */
export const createGalleryEntry = async (tx: TTx, applicationId: number, cover: TCoverCopy) => {
  const application = await tx.projectApplication.findUniqueOrThrow({
    where: { id: applicationId },
    select: { year: true, title: true, tableNo: true, circleNo: true },
  });
  const current = await firstCompletionPhoto(tx, applicationId);
  const coverPhoto = cover && current?.storedName === cover.source ? cover.url : "";
  const unit =
    application.tableNo !== null
      ? await tx.table.findUnique({ where: { tableNo: application.tableNo }, select: { name: true } })
      : await tx.circle.findUnique({ where: { circleNo: application.circleNo ?? -1 }, select: { name: true } });
  // The year's first completions may be paid at the same moment: the insert of the second waits for
  // the first's transaction and then leaves its row alone (a find-then-create broke the unique year).
  await tx.$executeRaw`
    INSERT INTO "GallerySummary" ("year", "yearString", "coverPhoto")
    VALUES (${application.year}, ${formatYear(application.year)}, ${coverPhoto})
    ON CONFLICT ("year") DO NOTHING`;
  if (coverPhoto !== "")
    await tx.gallerySummary.updateMany({ where: { year: application.year, coverPhoto: "" }, data: { coverPhoto } });
  return tx.galleryProject.create({
    data: {
      applicationId,
      year: application.year,
      title: application.title,
      tableNo: application.tableNo,
      circleNo: application.circleNo,
      tableName: unit?.name ?? "",
      description: (await descriptionOf(tx, applicationId)) ?? application.title,
      coverPhoto,
    },
    select: { id: true, year: true, coverPhoto: true },
  });
};

/** After the commit: the gallery's index, the year's pages and the landing pages render again at once. */
export const refreshGalleryPages = async (year: number) => {
  const prisma = await getDb();
  const total = await prisma.galleryProject.count({ where: { year } });
  const pages = Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE));
  const yearPaths = Array.from({ length: pages }, (_, index) => `/projectgallery/${year}/page/${index + 1}`);
  return revalidatePublicPages(["/projectgallery", "/projectgallery/page/1", `/projectgallery/${year}`, ...yearPaths]);
};
