import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Table Project Packs" };

const TableProjectPacksPage = async () => {
  await requirePageAccess("/projects/tableprojectpacks");
  return <PlaceholderPage title="Table Project Packs" description="The project packs your table can apply with." />;
};

export default TableProjectPacksPage;
