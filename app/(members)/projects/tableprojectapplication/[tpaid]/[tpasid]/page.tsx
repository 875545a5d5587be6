import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { ApplicationScreen } from "@/components/projects/application-screen";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Project Application" };

type TProps = { params: Promise<{ tpaid: string; tpasid: string }> };

const id = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

const Page = async ({ params }: TProps) => {
  const { tpaid, tpasid } = await params;
  const session = await requirePageAccess(pagePath("projects", "tableprojectapplication", tpaid, tpasid));
  const [applicationId, applicationStageId] = [id(tpaid), id(tpasid)];
  if (applicationId === null || applicationStageId === null) notFound();
  return (
    <PageContainer
      title="Project Application"
      width="wide"
      description="Fill in each stage; your answers are saved as you type. When a stage is complete, submit it and sign it with the code mailed to the chairman."
    >
      <ApplicationScreen
        applicationId={applicationId}
        applicationStageId={applicationStageId}
        base="/projects/tableprojectapplication"
        roles={session.roles}
        viewer={{ roles: session.roles, tableNo: session.tableNo, circleNo: session.circleNo }}
      />
    </PageContainer>
  );
};

export default Page;
