import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { ApprovalRequestList } from "@/components/manage/approval-request-list";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Approval Requests" };

const ApprovalRequestsPage = async () => {
  await requirePageAccess("/manage/approvalrequest");
  return (
    <PageContainer
      title="Approval Requests"
      description="Sign-ups waiting for the secretariat's approval. An approved member can log in at once."
    >
      <ApprovalRequestList />
    </PageContainer>
  );
};

export default ApprovalRequestsPage;
