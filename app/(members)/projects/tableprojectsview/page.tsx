import type { Metadata } from "next";
import { TableProjectsViewPage } from "@/components/projects/table-projects-view-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import type { TViewSearchParams } from "@/lib/projects/application-groups";

export const metadata: Metadata = { title: "Table Projects View" };

const TableProjectsViewOverviewPage = async ({ searchParams }: { searchParams: Promise<TViewSearchParams> }) => (
  <TableProjectsViewPage session={await requirePageAccess("/projects/tableprojectsview")} searchParams={searchParams} />
);

export default TableProjectsViewOverviewPage;
