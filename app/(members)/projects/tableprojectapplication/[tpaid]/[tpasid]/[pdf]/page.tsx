import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { ApplicationPrintView } from "@/components/projects/application-print-view";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Project Application (print)" };

type TProps = { params: Promise<{ tpaid: string; tpasid: string; pdf: string }> };

const id = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/** The whole application, read-only, laid out for printing (the PDF service of issue 14 prints it). */
const TableProjectApplicationPrintPage = async ({ params }: TProps) => {
  const { tpaid, tpasid, pdf } = await params;
  await requirePageAccess(pagePath("projects", "tableprojectapplication", tpaid, tpasid, pdf));
  const [applicationId, applicationStageId] = [id(tpaid), id(tpasid)];
  if (applicationId === null || applicationStageId === null) notFound();
  return (
    <PageContainer title="Project Application" width="default">
      <ApplicationPrintView applicationId={applicationId} applicationStageId={applicationStageId} />
    </PageContainer>
  );
};

export default TableProjectApplicationPrintPage;
