import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { DechartScreen } from "@/components/tables/dechart-screen";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Table Decharter" };

const TableDecharterPage = async () => {
  await requirePageAccess("/tabledecharter");
  return (
    <PageContainer title="Table Decharter" description="Record that a table has been de-chartered, when and why.">
      <DechartScreen />
    </PageContainer>
  );
};

export default TableDecharterPage;
