// The pages that show a whole application read-only, laid out for printing and its PDF:
// projects/tableprojectapplication/{tpaid}/{tpasid}/{pdf} and the applicants' preview
// projects/tableprojectapplicationpreviewforpdf/{tpaid}/{tpasid}/{pdf}.
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";
import { ApplicationPrintView } from "./application-print-view";

export type TApplicationPrintParams = Promise<{ tpaid: string; tpasid: string; pdf: string }>;

const id = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

export const ApplicationPrintPage = async ({
  title,
  route,
  params,
}: {
  title: string;
  route: "tableprojectapplication" | "tableprojectapplicationpreviewforpdf";
  params: TApplicationPrintParams;
}) => {
  const { tpaid, tpasid, pdf } = await params;
  await requirePageAccess(pagePath("projects", route, tpaid, tpasid, pdf));
  const [applicationId, applicationStageId] = [id(tpaid), id(tpasid)];
  if (applicationId === null || applicationStageId === null) notFound();
  return (
    <PageContainer title={title} width="default">
      <ApplicationPrintView applicationId={applicationId} applicationStageId={applicationStageId} />
    </PageContainer>
  );
};
