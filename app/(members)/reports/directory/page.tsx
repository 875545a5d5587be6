import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DirectoryPdfToolbar } from "@/components/reports/directory-pdf-toolbar";
import { TableDirectoryView } from "@/components/reports/table-directory-view";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { AppError } from "@/lib/http/errors";
import { pdfReady } from "@/lib/pdf/pdf-ready";
import { directoryAskOf, directoryScopeFor, getTableDirectory } from "@/lib/reports/table-directory";
import { SITE_NAME } from "@/lib/seo/site";

export const metadata: Metadata = { title: "Directory of tables" };
export const dynamic = "force-dynamic";

type TQuery = Promise<{ ano?: string | string[]; tableNo?: string | string[] }>;

/**
 * The directory of tables (all, one area `?ano=`, or one table `?tableNo=`) on A4: what
 * generatepdffordirectorybyurl prints. The part shown is the one the member may see.
 */
const TableDirectoryPage = async ({ searchParams }: { searchParams: TQuery }) => {
  const session = await requirePageAccess("/reports/directory");
  const ask = directoryAskOf(await searchParams);
  if (!ask) notFound();
  const scope = await directoryScopeFor(session, ask).catch((error: unknown) => {
    // Another area's or table's part, or one that does not exist, looks like no page.
    if (error instanceof AppError && error.status < 500) return null;
    throw error;
  });
  if (!scope) notFound();
  const directory = await getTableDirectory(scope);
  // The toolbar asks for the part shown (a chairman's "own part" named as their area).
  const pdfAsk = scope.kind === "area" ? { ano: scope.areaNo } : scope.kind === "table" ? { tableNo: scope.tableNo } : {};
  return (
    // All of the directory is in this HTML: the PDF prints at once (lib/pdf/pdf-ready.ts).
    <div className="mx-auto w-full max-w-[210mm] px-4 py-8 print:max-w-none print:p-0" {...pdfReady}>
      <DirectoryPdfToolbar ask={pdfAsk} />
      <TableDirectoryView directory={directory} foundation={SITE_NAME} />
    </div>
  );
};

export default TableDirectoryPage;
