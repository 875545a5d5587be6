import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Stage Elements" };

type TProps = { params: Promise<{ packstageid: string }> };

const StageElementsPage = async ({ params }: TProps) => {
  const { packstageid } = await params;
  await requirePageAccess(pagePath("projects", "stageelements", packstageid));
  return (
    <PlaceholderPage
      title="Stage Elements"
      description={`The elements (forms, documents, approvals) of pack stage ${packstageid}.`}
    />
  );
};

export default StageElementsPage;
