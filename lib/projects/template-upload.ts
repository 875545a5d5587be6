// The multipart body of uploadtemplatefile: `json` {stageElementId} and one `elementDocument`.
import { AppError } from "../http/errors";
import { parseMultipart, jsonFieldOf } from "../http/multipart";
import { parseWith } from "../http/route";
import { ZId } from "../service-requests/inputs";
import { zBody } from "../members/member-fields";
import { saveTemplateFile } from "./stage-elements";

export const TEMPLATE_MAX_BYTES = 10 * 1024 * 1024;

const ZTemplateBody = zBody({ stageElementId: ZId });

export const uploadTemplateFile = async (req: Request) => {
  const upload = await parseMultipart(req, {
    files: { elementDocument: { kind: "document", maxCount: 1 } },
    maxFileBytes: TEMPLATE_MAX_BYTES,
  });
  try {
    const body = parseWith(ZTemplateBody, jsonFieldOf(upload.fields), "body");
    const [file] = upload.files;
    if (!file)
      throw new AppError("BAD_REQUEST", "elementDocument: choose a file to upload", {
        fields: [{ field: "elementDocument", message: "choose a file to upload" }],
      });
    return await saveTemplateFile(body.stageElementId, file);
  } finally {
    await upload.cleanup();
  }
};
