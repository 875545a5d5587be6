import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Application Preview" };

type TProps = { params: Promise<{ tpaid: string; tpasid: string; pdf: string }> };

const ApplicationPreviewPage = async ({ params }: TProps) => {
  const { tpaid, tpasid, pdf } = await params;
  await requirePageAccess(pagePath("projects", "tableprojectapplicationpreviewforpdf", tpaid, tpasid, pdf));
  return (
    <PlaceholderPage
      title="Application Preview"
      description={`A print-ready preview of application ${tpaid}, stage ${tpasid}, for its PDF.`}
    />
  );
};

export default ApplicationPreviewPage;
