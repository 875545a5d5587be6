// The route handlers of the member's own uploads (app/api/auth/upload*foruser, uploadFile,
// updatemember), built here once: multipart parsing with the calls' file fields, then the domain.
import { AppError } from "../http/errors";
import { assertCleanInput } from "../http/input-guard";
import { readLimitedText } from "../http/limited-body";
import { jsonFieldOf, parseMultipart, type TMultipartOptions, type TUploadedFile } from "../http/multipart";
import { defineRoute, MAX_JSON_BODY_BYTES, parseWith } from "../http/route";
import type { TDocumentKind } from "./member-documents";
import { requireSession } from "./member-session";
import { ZOwnDetails } from "./profile-fields";
import { updateOwnDetails, uploadProfilePhoto } from "./update-own-details";
import { uploadMemberDocuments } from "./upload-member-documents";

type TParsed = { fields: Record<string, string>; files: TUploadedFile[] };

const withMultipart = async <T>(req: Request, files: TMultipartOptions["files"], work: (upload: TParsed) => Promise<T>) => {
  const upload = await parseMultipart(req, { files });
  try {
    assertCleanInput([["", upload.fields]]);
    return await work(upload);
  } finally {
    await upload.cleanup();
  }
};

const text = (value: string | undefined) => (value === undefined || value.trim() === "" ? null : value);

/** uploadpanforuser and its three siblings: tableCircleNo, name, files (several images). */
export const documentUploadRoute = (kind: TDocumentKind) =>
  defineRoute({
    rawBody: true,
    handler: async ({ req, session }) =>
      withMultipart(req, { files: { kind: "image" } }, ({ fields, files }) =>
        uploadMemberDocuments({
          session: requireSession(session),
          kind,
          input: { tableCircleNo: text(fields.tableCircleNo), name: text(fields.name) },
          files,
        }),
      ),
  });

/** uploadFile: one image, the caller's photograph. */
export const profilePhotoRoute = () =>
  defineRoute({
    rawBody: true,
    handler: async ({ req, session }) =>
      withMultipart(req, { file: { kind: "image", maxCount: 1 } }, ({ files }) => {
        const [file] = files;
        if (!file)
          throw new AppError("BAD_REQUEST", "file: choose an image", { fields: [{ field: "file", message: "choose an image" }] });
        return uploadProfilePhoto({ session: requireSession(session), file });
      }),
  });

/** The wrapper checks the bodies it reads; these routes read their own, so they check them here. */
const cleanJson = (value: unknown) => {
  assertCleanInput([["", value]]);
  return value;
};

const readJsonBody = async (req: Request): Promise<unknown> => {
  const body = await readLimitedText(req, MAX_JSON_BODY_BYTES);
  try {
    return body.trim() === "" ? {} : JSON.parse(body);
  } catch {
    throw new AppError("BAD_REQUEST", "body: not valid JSON");
  }
};

/** updatemember: `json` (the details), optional `profileimgfile` (image) and `ageproofdoc` (image or PDF); or a JSON body. */
export const updateMemberRoute = () =>
  defineRoute({
    rawBody: true,
    handler: async ({ req, session }) => {
      const caller = requireSession(session);
      const type = (req.headers.get("content-type") ?? "").toLowerCase();
      if (!type.startsWith("multipart/form-data")) {
        if (!/^application\/(?:[\w.+-]+\+)?json/.test(type))
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send a multipart form with a json field, or application/json");
        return updateOwnDetails({ session: caller, input: parseWith(ZOwnDetails, cleanJson(await readJsonBody(req)), "body") });
      }
      return withMultipart(
        req,
        { profileimgfile: { kind: "image", maxCount: 1 }, ageproofdoc: { kind: "document", maxCount: 1 } },
        ({ fields, files }) =>
          updateOwnDetails({
            session: caller,
            input: parseWith(ZOwnDetails, cleanJson(jsonFieldOf(fields)), "body"),
            photo: files.find((file) => file.field === "profileimgfile"),
            ageProof: files.find((file) => file.field === "ageproofdoc"),
          }),
      );
    },
  });
