import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Application Approval" };

type TProps = { params: Promise<{ tableno: string }> };

const ApplicationApprovalPage = async ({ params }: TProps) => {
  const { tableno } = await params;
  await requirePageAccess(pagePath("projects", "tableprojectapplicationapproval", tableno));
  return <PlaceholderPage title="Application Approval" description={`Approve the project applications of table ${tableno}.`} />;
};

export default ApplicationApprovalPage;
