// A stage waiting for its approver (the area chairman's recommendation now; the national and
// trust stages with issue 12): the application's stage page, found from the stage's id. Who may
// read and fill it is decided by the stage's own calls.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { ApplicationScreen } from "@/components/projects/application-screen";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Stage for Approval" };

type TProps = { params: Promise<{ stageid: string }> };

const StageForApprovalPage = async ({ params }: TProps) => {
  const { stageid } = await params;
  await requirePageAccess(pagePath("projects", "tableprojectapplicationstageforapproval", stageid));
  if (!/^\d{1,9}$/.test(stageid)) notFound();
  const prisma = await getDb();
  const stage = await prisma.applicationStage.findUnique({ where: { id: Number(stageid) }, select: { applicationId: true } });
  if (!stage) notFound();
  return (
    <PageContainer
      title="Stage for Approval"
      width="wide"
      description="Read the application and fill in this stage; sign it with the code mailed to you."
    >
      <ApplicationScreen
        applicationId={stage.applicationId}
        applicationStageId={Number(stageid)}
        base="/projects/arearecommendation"
      />
    </PageContainer>
  );
};

export default StageForApprovalPage;
