import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DirectoryLinkList } from "@/components/reports/directory-links";
import { DirectoryPdfToolbar } from "@/components/reports/directory-pdf-toolbar";
import { TableDirectoryView } from "@/components/reports/table-directory-view";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { pdfReady } from "@/lib/pdf/pdf-ready";
import { directoryPageFor, type TDirectoryLink } from "@/lib/reports/directory-links";
import { directoryAskOf, getTableDirectory } from "@/lib/reports/table-directory";
import { SITE_NAME } from "@/lib/seo/site";

export const metadata: Metadata = { title: "Directory of tables" };
export const dynamic = "force-dynamic";

type TQuery = Promise<{ ano?: string | string[]; tableNo?: string | string[] }>;

/** For a member with several parts (an area chairman of more than one area) who named none. */
const ChooseDirectory = ({ links }: { links: TDirectoryLink[] }) => (
  <div className="mx-auto w-full max-w-3xl px-4 py-8">
    <h1 className="text-2xl font-semibold text-slate-900">Directory of tables</h1>
    <p className="mt-2 text-sm text-slate-700">You may open more than one part of the directory. Choose which one to read.</p>
    <DirectoryLinkList links={links} />
  </div>
);

/**
 * The directory of tables (all, one area `?ano=`, or one table `?tableNo=`) on A4: what
 * generatepdffordirectorybyurl prints. The part shown is the one the member may see.
 */
const TableDirectoryPage = async ({ searchParams }: { searchParams: TQuery }) => {
  const session = await requirePageAccess("/reports/directory");
  const ask = directoryAskOf(await searchParams);
  if (!ask) notFound();
  // Another area's or table's part, or one that does not exist, looks like no page.
  const shown = await directoryPageFor(session, ask);
  if (!shown) notFound();
  if (shown.kind === "choose") return <ChooseDirectory links={shown.links} />;
  const { scope } = shown;
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
