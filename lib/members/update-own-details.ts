// POST /api/auth/updatemember (the member's own details, photograph and age proof) and
// POST /api/auth/uploadFile (the photograph alone). The fields are validated before any file is
// stored; the files are stored, then the row changes in one transaction; when that fails the new
// files go again. Replaced files are removed once the change has committed. A new age proof waits
// for the secretariat's verification again. A changed e-mail address is told to the address it
// replaces (queued with the change): password-reset links go to the new one from then on, so a
// session in someone else's hands that changes it must not go unnoticed. Links already mailed to
// the old address stop working in the same transaction.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { removeStored, storeFiles, type TUploadedFile } from "../http/multipart";
import type { TStorageFolder } from "../storage/types";
import { tellReplacedAddress } from "./member-mail";
import { emailChanged, retireResetLinks } from "./password-reset-tokens";
import { ownDetailsData, type TOwnDetails } from "./profile-fields";
import { getOwnProfile } from "./own-profile";

const PHOTO_FOLDER: TStorageFolder = "profileimages";
const AGE_PROOF_FOLDER: TStorageFolder = "ageproofs";

const storeOne = async (file: TUploadedFile | undefined, folder: TStorageFolder) =>
  file ? ((await storeFiles([file], folder))[0] ?? null) : null;

export const updateOwnDetails = async (options: {
  session: TSession;
  input: TOwnDetails;
  photo?: TUploadedFile;
  ageProof?: TUploadedFile;
}) => {
  const { session, input, photo, ageProof } = options;
  const prisma = await getDb();
  const data = ownDetailsData(input);
  const photoName = await storeOne(photo, PHOTO_FOLDER);
  let ageProofName: string | null = null;
  try {
    ageProofName = await storeOne(ageProof, AGE_PROOF_FOLDER);
    const { previous, user } = await prisma.$transaction(async (tx) => {
      // Saves of one member take turns: each reads the files the one before it stored (and removes
      // them), rather than two removing the same old file and leaving one's new file behind.
      await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${session.memberId} FOR UPDATE`;
      const previous = await tx.member.findUniqueOrThrow({
        where: { id: session.memberId },
        select: { profileImageFileName: true, ageProofFileName: true, officeEmail: true, fullName: true, userName: true },
      });
      await tx.member.update({
        where: { id: session.memberId },
        data: {
          ...data,
          ...(photoName ? { profileImageFileName: photoName } : {}),
          ...(ageProofName ? { ageProofFileName: ageProofName, ageProofVerified: false, ageProofUploadedAt: new Date() } : {}),
        },
      });
      await tellReplacedAddress(tx, previous, data.officeEmail, "member");
      if (emailChanged(previous.officeEmail, data.officeEmail)) await retireResetLinks(tx, session.memberId);
      return { previous, user: await getOwnProfile(session.memberId, tx) };
    });
    if (photoName && previous.profileImageFileName) await removeStored(PHOTO_FOLDER, [previous.profileImageFileName]);
    if (ageProofName && previous.ageProofFileName) await removeStored(AGE_PROOF_FOLDER, [previous.ageProofFileName]);
    return { status: 1, user };
  } catch (error) {
    if (photoName) await removeStored(PHOTO_FOLDER, [photoName]);
    if (ageProofName) await removeStored(AGE_PROOF_FOLDER, [ageProofName]);
    throw error;
  }
};

/** POST /api/auth/uploadFile: the one image becomes the caller's photograph. */
export const uploadProfilePhoto = async (options: { session: TSession; file: TUploadedFile }) => {
  const reply = await updateOwnDetails({ session: options.session, input: {}, photo: options.file });
  return { ...reply, fileName: reply.user.profileImageFileName };
};
