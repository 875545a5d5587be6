// The LMF steps several content tests take: a visitor uploads one document, and applies with documents.
import { POST as createLmf } from "@/app/api/lmf/createlmf/route";
import { POST as uploadLmfFiles } from "@/app/api/lmf/uploadfiles/route";
import { jsonRequest, lmfApplication, pdf, send, uploadRequest } from "./helpers";

/** Uploads one PDF as a visitor (200 expected) and answers its stored name. */
export const uploadLmfDocument = async () => {
  const reply = await send(
    uploadLmfFiles,
    uploadRequest("/api/lmf/uploadfiles", { file0: { bytes: pdf(), filename: "pan.pdf" } }),
  );
  expect(reply.status).toBe(200);
  return (reply.body as { files: { name: string }[] }).files[0]!.name;
};

/** Sends an LMF application: the standard one naming `documents`, or the body given. */
export const applyForLmf = (body: string[] | object) =>
  send(createLmf, jsonRequest("/api/lmf/createlmf", Array.isArray(body) ? lmfApplication(body) : body));
