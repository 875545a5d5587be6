import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Table Decharter" };

const TableDecharterPage = async () => {
  await requirePageAccess("/tabledecharter");
  return <PlaceholderPage title="Table Decharter" description="Record that a table has been decharted, and when." />;
};

export default TableDecharterPage;
