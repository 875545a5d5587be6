import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Approval Elements Mapping" };

type TProps = { params: Promise<{ ppackid: string }> };

const ApprovalElementsMappingPage = async ({ params }: TProps) => {
  const { ppackid } = await params;
  await requirePageAccess(pagePath("projects", "approvalelmentsmapping", ppackid));
  return (
    <PlaceholderPage
      title="Approval Elements Mapping"
      description={`Which approval elements belong to each stage of project pack ${ppackid}.`}
    />
  );
};

export default ApprovalElementsMappingPage;
