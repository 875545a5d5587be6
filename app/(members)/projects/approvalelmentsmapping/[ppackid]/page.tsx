import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { ApprovalScreen } from "@/components/project-packs/approval-screen";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Approval Elements Mapping" };

type TProps = { params: Promise<{ ppackid: string }> };

const id = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

const ApprovalElementsMappingPage = async ({ params }: TProps) => {
  const { ppackid } = await params;
  await requirePageAccess(pagePath("projects", "approvalelmentsmapping", ppackid));
  const packId = id(ppackid);
  if (packId === null) notFound();
  return (
    <PageContainer
      title="Approval Elements Mapping"
      width="wide"
      description="For each approving role, the elements of this pack it must confirm."
    >
      <ApprovalScreen packId={packId} />
    </PageContainer>
  );
};

export default ApprovalElementsMappingPage;
