import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { TableProjectsView } from "@/components/projects/table-projects-view";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { listApplicationYears } from "@/lib/projects/applications";
import { viewFilterOf, type TViewSearchParams } from "@/lib/projects/application-groups";

export const metadata: Metadata = { title: "Table Projects View" };

const TableProjectsViewPage = async ({ searchParams }: { searchParams: Promise<TViewSearchParams> }) => {
  const session = await requirePageAccess("/projects/tableprojectsview");
  const years = await listApplicationYears(session);
  return (
    <PageContainer
      title="Table Projects View"
      description="All tables' project applications with their status, for the project office."
      width="wide"
    >
      <TableProjectsView roles={session.roles} years={years} {...viewFilterOf(await searchParams)} />
    </PageContainer>
  );
};

export default TableProjectsViewPage;
