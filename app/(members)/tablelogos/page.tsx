import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { TableLogosScreen } from "@/components/tables/table-logos-screen";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Table Logos" };

const TableLogosPage = async () => {
  await requirePageAccess("/tablelogos");
  return (
    <PageContainer title="Table Logos" description="Upload or replace the logos shown on the tables' pages.">
      <TableLogosScreen />
    </PageContainer>
  );
};

export default TableLogosPage;
