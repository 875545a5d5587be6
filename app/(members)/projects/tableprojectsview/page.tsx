import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Table Projects View" };

const TableProjectsViewPage = async () => {
  await requirePageAccess("/projects/tableprojectsview");
  return (
    <PlaceholderPage
      title="Table Projects View"
      description="All tables' project applications with their status, for the project office."
    />
  );
};

export default TableProjectsViewPage;
