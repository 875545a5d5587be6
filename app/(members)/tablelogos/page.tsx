import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Table Logos" };

const TableLogosPage = async () => {
  await requirePageAccess("/tablelogos");
  return <PlaceholderPage title="Table Logos" description="Upload and review the logos of tables." />;
};

export default TableLogosPage;
