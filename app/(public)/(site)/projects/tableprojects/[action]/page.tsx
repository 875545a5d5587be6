// One table's projects (public): /projects/tableprojects/{tableNo}, 20 a page (?page=n) with links
// a crawler can follow; a page past the end is not found.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatCount } from "@/lib/format-count";
import { PageContainer } from "@/components/layout/page-container";
import { TableProjectsList } from "@/components/public/table-projects-list";
import { TableLogo } from "@/components/tables/table-logo";
import { Pagination, parsePageNumber } from "@/components/public/pagination";
import { ButtonLink } from "@/components/ui/button";
import { getDb } from "@/lib/db/client";
import { searchTableProjects } from "@/lib/projects/table-projects";
import { logoUrlOf } from "@/lib/tables/table-shapes";

type TProps = {
  params: Promise<{ action: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PAGE_SIZE = 20;

const tableNoOf = (action: string) => (/^\d{1,6}$/.test(action) ? Number(action) : null);

export const generateMetadata = async ({ params }: TProps): Promise<Metadata> => {
  const tableNo = tableNoOf((await params).action);
  return { title: tableNo === null ? "Table Projects" : `Projects of Table ${tableNo}` };
};

const TableProjectsOfTablePage = async ({ params, searchParams }: TProps) => {
  const tableNo = tableNoOf((await params).action);
  if (tableNo === null) notFound();
  const pageParam = (await searchParams).page;
  // A page number that is not one (?page=abc) shows the first page.
  const page = parsePageNumber(Array.isArray(pageParam) ? pageParam[0] : pageParam) ?? 1;
  const prisma = await getDb();
  const table = await prisma.table.findUnique({ where: { tableNo }, select: { name: true, logoFileName: true } });
  if (!table) notFound();
  const { tableProjects, total } = await searchTableProjects({
    tableNo,
    startrecord: (page - 1) * PAGE_SIZE,
    takerecord: PAGE_SIZE,
  });
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > totalPages) notFound();
  const hrefFor = (number: number) => `/projects/tableprojects/${tableNo}${number > 1 ? `?page=${number}` : ""}`;
  return (
    <PageContainer
      title={`Projects of Table ${tableNo}`}
      width="wide"
      description={
        <span className="flex items-center gap-3">
          <TableLogo tableNo={tableNo} tableName={table.name} logoUrl={logoUrlOf(tableNo, table.logoFileName)} size="sm" />
          {table.name}
        </span>
      }
      actions={
        <ButtonLink href="/projects/tableprojects" variant="secondary">
          All tables
        </ButtonLink>
      }
    >
      {total > 0 && (
        <p className="mb-4 text-sm text-slate-600">{total === 1 ? "One project" : `${formatCount(total)} projects`}</p>
      )}
      <TableProjectsList projects={tableProjects} />
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} label={`Pages of the projects of Table ${tableNo}`} />
    </PageContainer>
  );
};

export default TableProjectsOfTablePage;
