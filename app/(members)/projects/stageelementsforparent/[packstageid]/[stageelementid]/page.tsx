import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Child Stage Elements" };

type TProps = { params: Promise<{ packstageid: string; stageelementid: string }> };

const ChildStageElementsPage = async ({ params }: TProps) => {
  const { packstageid, stageelementid } = await params;
  await requirePageAccess(pagePath("projects", "stageelementsforparent", packstageid, stageelementid));
  return (
    <PlaceholderPage
      title="Child Stage Elements"
      description={`The elements under element ${stageelementid} of pack stage ${packstageid}.`}
    />
  );
};

export default ChildStageElementsPage;
