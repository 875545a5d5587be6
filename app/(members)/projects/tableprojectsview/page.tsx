import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { TableProjectsView } from "@/components/projects/table-projects-view";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Table Projects View" };

const TableProjectsViewPage = async () => {
  const session = await requirePageAccess("/projects/tableprojectsview");
  return (
    <PageContainer
      title="Table Projects View"
      description="All tables' project applications with their status, for the project office."
      width="wide"
    >
      <TableProjectsView roles={session.roles} />
    </PageContainer>
  );
};

export default TableProjectsViewPage;
