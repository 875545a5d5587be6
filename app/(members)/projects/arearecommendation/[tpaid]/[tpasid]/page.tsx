import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { ApplicationScreen } from "@/components/projects/application-screen";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Area Chairman's Recommendation" };

type TProps = { params: Promise<{ tpaid: string; tpasid: string }> };

const id = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

const Page = async ({ params }: TProps) => {
  const { tpaid, tpasid } = await params;
  const session = await requirePageAccess(pagePath("projects", "arearecommendation", tpaid, tpasid));
  const [applicationId, applicationStageId] = [id(tpaid), id(tpasid)];
  if (applicationId === null || applicationStageId === null) notFound();
  return (
    <PageContainer
      title="Area Chairman's Recommendation"
      width="wide"
      description="Read the table's application, fill in your recommendation and sign it with the code mailed to you."
    >
      <ApplicationScreen
        applicationId={applicationId}
        applicationStageId={applicationStageId}
        base="/projects/arearecommendation"
        viewer={{ roles: session.roles, tableNo: session.tableNo, circleNo: session.circleNo }}
      />
    </PageContainer>
  );
};

export default Page;
