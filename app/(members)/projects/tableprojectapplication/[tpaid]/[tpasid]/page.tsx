import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Table Project Application" };

type TProps = { params: Promise<{ tpaid: string; tpasid: string }> };

const TableProjectApplicationPage = async ({ params }: TProps) => {
  const { tpaid, tpasid } = await params;
  await requirePageAccess(pagePath("projects", "tableprojectapplication", tpaid, tpasid));
  return (
    <PlaceholderPage
      title="Table Project Application"
      description={`Fill in and submit stage ${tpasid} of application ${tpaid}.`}
    />
  );
};

export default TableProjectApplicationPage;
