import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Table Projects View" };

type TProps = { params: Promise<{ action: string }> };

const TableProjectsViewPage = async ({ params }: TProps) => {
  const { action } = await params;
  await requirePageAccess(pagePath("projects", "tableprojectsview", action));
  return <PlaceholderPage title="Table Projects View" description={`Table project applications: ${action}.`} />;
};

export default TableProjectsViewPage;
