import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Stage for Approval" };

type TProps = { params: Promise<{ stageid: string }> };

const StageForApprovalPage = async ({ params }: TProps) => {
  const { stageid } = await params;
  await requirePageAccess(pagePath("projects", "tableprojectapplicationstageforapproval", stageid));
  return (
    <PlaceholderPage
      title="Stage for Approval"
      description={`Review and approve stage ${stageid} of a table project application.`}
    />
  );
};

export default StageForApprovalPage;
