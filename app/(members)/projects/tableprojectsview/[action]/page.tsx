import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { TableProjectsView } from "@/components/projects/table-projects-view";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";
import { findStateGroup, viewFilterOf, type TViewSearchParams } from "@/lib/projects/application-groups";
import { listApplicationYears } from "@/lib/projects/applications";

export const metadata: Metadata = { title: "Table Projects View" };

type TProps = { params: Promise<{ action: string }>; searchParams: Promise<TViewSearchParams> };

/** The project office's view opened on one state group; {action} is the group's slug. */
const TableProjectsViewGroupPage = async ({ params, searchParams }: TProps) => {
  const { action } = await params;
  const session = await requirePageAccess(pagePath("projects", "tableprojectsview", action));
  const group = findStateGroup(action);
  if (!group) notFound();
  const years = await listApplicationYears(session);
  return (
    <PageContainer
      title="Table Projects View"
      description="All tables' project applications with their status, for the project office."
      width="wide"
    >
      <TableProjectsView
        key={group.slug}
        roles={session.roles}
        years={years}
        group={group.slug}
        {...viewFilterOf(await searchParams)}
      />
    </PageContainer>
  );
};

export default TableProjectsViewGroupPage;
