// The frame of projects/tableprojectsview and of its group pages (/{action}): the years that have
// applications and the year and search the address carries, around the view itself.
import { PageContainer } from "@/components/layout/page-container";
import type { TSession } from "@/lib/auth/session";
import { viewFilterOf, type TStateGroupSlug, type TViewSearchParams } from "@/lib/projects/application-groups";
import { listApplicationYears } from "@/lib/projects/applications";
import { TableProjectsView } from "./table-projects-view";

type TProps = { session: TSession; searchParams: Promise<TViewSearchParams>; group?: TStateGroupSlug };

export const TableProjectsViewPage = async ({ session, searchParams, group }: TProps) => {
  const [years, filter] = await Promise.all([listApplicationYears(session), searchParams.then(viewFilterOf)]);
  return (
    <PageContainer
      title="Table Projects View"
      description="All tables' project applications with their status, for the project office."
      width="wide"
    >
      <TableProjectsView key={group} roles={session.roles} years={years} group={group} {...filter} />
    </PageContainer>
  );
};
