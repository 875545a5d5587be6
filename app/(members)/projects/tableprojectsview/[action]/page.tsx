import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { TableProjectsView } from "@/components/projects/table-projects-view";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";
import { findStateGroup } from "@/lib/projects/application-groups";

export const metadata: Metadata = { title: "Table Projects View" };

type TProps = { params: Promise<{ action: string }> };

/** The project office's view opened on one state group; {action} is the group's slug. */
const TableProjectsViewGroupPage = async ({ params }: TProps) => {
  const { action } = await params;
  const session = await requirePageAccess(pagePath("projects", "tableprojectsview", action));
  const group = findStateGroup(action);
  if (!group) notFound();
  return (
    <PageContainer
      title="Table Projects View"
      description="All tables' project applications with their status, for the project office."
      width="wide"
    >
      <TableProjectsView key={group.slug} roles={session.roles} group={group.slug} />
    </PageContainer>
  );
};

export default TableProjectsViewGroupPage;
