// One table's projects (public): /projects/tableprojects/{tableNo}.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { TableProjectsList } from "@/components/public/table-projects-list";
import { TableLogo } from "@/components/tables/table-logo";
import { ButtonLink } from "@/components/ui/button";
import { getDb } from "@/lib/db/client";
import { searchTableProjects } from "@/lib/projects/table-projects";
import { logoUrlOf } from "@/lib/tables/table-shapes";

type TProps = { params: Promise<{ action: string }> };

const tableNoOf = (action: string) => (/^\d{1,6}$/.test(action) ? Number(action) : null);

export const generateMetadata = async ({ params }: TProps): Promise<Metadata> => {
  const tableNo = tableNoOf((await params).action);
  return { title: tableNo === null ? "Table Projects" : `Projects of Table ${tableNo}` };
};

const TableProjectsOfTablePage = async ({ params }: TProps) => {
  const tableNo = tableNoOf((await params).action);
  if (tableNo === null) notFound();
  const prisma = await getDb();
  const table = await prisma.table.findUnique({ where: { tableNo }, select: { name: true, logoFileName: true } });
  if (!table) notFound();
  const { tableProjects } = await searchTableProjects({ tableNo, startrecord: 0, takerecord: 100 });
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
      <TableProjectsList projects={tableProjects} />
    </PageContainer>
  );
};

export default TableProjectsOfTablePage;
