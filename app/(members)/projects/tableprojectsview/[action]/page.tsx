import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TableProjectsViewPage } from "@/components/projects/table-projects-view-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";
import { findStateGroup, type TViewSearchParams } from "@/lib/projects/application-groups";

export const metadata: Metadata = { title: "Table Projects View" };

type TProps = { params: Promise<{ action: string }>; searchParams: Promise<TViewSearchParams> };

/** The project office's view opened on one state group; {action} is the group's slug. */
const TableProjectsViewGroupPage = async ({ params, searchParams }: TProps) => {
  const { action } = await params;
  const session = await requirePageAccess(pagePath("projects", "tableprojectsview", action));
  const group = findStateGroup(action);
  if (!group) notFound();
  return <TableProjectsViewPage session={session} searchParams={searchParams} group={group.slug} />;
};

export default TableProjectsViewGroupPage;
