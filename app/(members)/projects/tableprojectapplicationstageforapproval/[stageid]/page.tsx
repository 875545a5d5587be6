// A stage waiting for its approver, found from the stage's id. A stage the table filled (the
// inauguration, the completion: issue 12) is shown read-only with the national team's decision on
// it (approve, or return to the table); any other stage (the area chairman's recommendation) opens
// the application's stage page, where its filler fills and signs it. Who may read, fill and decide
// is decided by the stage's own calls.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { ApplicationScreen } from "@/components/projects/application-screen";
import { StageForApprovalView } from "@/components/projects/stage-approval-panel";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Stage for Approval" };

type TProps = { params: Promise<{ stageid: string }> };

const StageForApprovalPage = async ({ params }: TProps) => {
  const { stageid } = await params;
  const session = await requirePageAccess(pagePath("projects", "tableprojectapplicationstageforapproval", stageid));
  if (!/^\d{1,9}$/.test(stageid)) notFound();
  const prisma = await getDb();
  const stage = await prisma.applicationStage.findUnique({
    where: { id: Number(stageid) },
    select: { applicationId: true, packStage: { select: { filledBy: true } } },
  });
  if (!stage) notFound();
  if (stage.packStage.filledBy === "TABLE")
    return (
      <PageContainer
        title="Stage for Approval"
        width="wide"
        description="Read the stage the table submitted, then approve it or return it to the table with the reason."
      >
        <StageForApprovalView applicationId={stage.applicationId} applicationStageId={Number(stageid)} roles={session.roles} />
      </PageContainer>
    );
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
