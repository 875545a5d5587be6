import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Table Projects" };

type TProps = { params: Promise<{ action: string }> };

const TableProjectsPage = async ({ params }: TProps) => {
  const { action } = await params;
  return <PlaceholderPage title="Table Projects" description={`Table projects: ${action}.`} />;
};

export default TableProjectsPage;
