import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Table Project Application" };

type TProps = { params: Promise<{ tpaid: string; tpasid: string; pdf: string }> };

const TableProjectApplicationPage = async ({ params }: TProps) => {
  const { tpaid, tpasid, pdf } = await params;
  await requirePageAccess(pagePath("projects", "tableprojectapplication", tpaid, tpasid, pdf));
  return (
    <PlaceholderPage
      title="Table Project Application"
      description={`Stage ${tpasid} of application ${tpaid}, laid out for its PDF.`}
    />
  );
};

export default TableProjectApplicationPage;
