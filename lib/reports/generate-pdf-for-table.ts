// The JSON form of POST /api/reports/generatepdfforurl ({json, tableNo, cmno, requestfor}): a
// table's document named by `requestfor` is printed with the caller's own rights, stored, and
// answered as {status: 1, url, fileName} to be fetched later (GET /api/reports/pdffile/{name}).
//   requestfor "tabledirectory" (or "directory"): the table's entry in the directory of tables;
//   requestfor "areadirectory": the directory of the table's area.
// `cmno` is accepted and not used: SPEC.md names the field but not what it selects.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { fieldError } from "../http/errors";
import { tableNotFound } from "../tables/table-access";
import { SITE_NAME } from "../seo/site";
import { assertMayOpenPage, pdfFileName, renderPageAsMember } from "./generate-pdf-for-url";
import { storedPdfUrl, storeMemberPdf } from "./stored-pdfs";
import { directoryPagePath, directoryScopeFor, type TDirectoryAsk } from "./table-directory";

export const PDF_REQUESTS = ["tabledirectory", "directory", "areadirectory"] as const;
export type TPdfRequest = (typeof PDF_REQUESTS)[number];

export const generatePdfForTable = async (options: {
  session: TSession;
  tableNo: number;
  requestfor: TPdfRequest;
  fileName?: string;
}): Promise<{ status: 1; url: string; fileName: string }> => {
  const { session, tableNo } = options;
  let ask: TDirectoryAsk = { tableNo };
  if (options.requestfor === "areadirectory") {
    const table = await (await getDb()).table.findUnique({ where: { tableNo }, select: { area: { select: { areaNo: true } } } });
    if (!table) throw tableNotFound(tableNo);
    ask = { ano: table.area.areaNo };
  }
  const scope = await directoryScopeFor(session, ask);
  const path = directoryPagePath(scope);
  assertMayOpenPage(session, path);
  const pdf = await renderPageAsMember(
    session.memberId,
    path,
    // The member waits for the reply ({status, url}), so the render is theirs, not a job's.
    { kind: "interactive", headerText: SITE_NAME, footerText: "Directory of tables: for members only" },
    // The member as the page will see them: the same part must still be theirs.
    async (asPage) => {
      await directoryScopeFor(asPage, ask);
    },
  );
  const name = await storeMemberPdf(session.memberId, "table", pdf);
  const fallback =
    options.requestfor === "areadirectory" && scope.kind === "area"
      ? `directory-area-${scope.areaNo}`
      : `directory-table-${tableNo}`;
  return { status: 1, url: storedPdfUrl(name), fileName: pdfFileName(options.fileName ?? fallback) };
};

/** `requestfor` as legacy clients spell it (any case). */
export const parsePdfRequest = (value: string): TPdfRequest => {
  const lower = value.trim().toLowerCase();
  const known = PDF_REQUESTS.find((request) => request === lower);
  if (!known) throw fieldError("BAD_REQUEST", "requestfor", `one of ${PDF_REQUESTS.join(", ")}`);
  return known;
};
