import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { ElementsScreen } from "@/components/project-packs/elements-screen";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Child Stage Elements" };

type TProps = { params: Promise<{ packstageid: string; stageelementid: string }> };

const id = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

const ChildStageElementsPage = async ({ params }: TProps) => {
  const { packstageid, stageelementid } = await params;
  await requirePageAccess(pagePath("projects", "stageelementsforparent", packstageid, stageelementid));
  const [stageId, sectionId] = [id(packstageid), id(stageelementid)];
  if (stageId === null || sectionId === null) notFound();
  return (
    <PageContainer
      title="Child Stage Elements"
      width="wide"
      description="The elements inside one section of a stage, with a preview of the section."
    >
      <ElementsScreen stageId={stageId} sectionId={sectionId} />
    </PageContainer>
  );
};

export default ChildStageElementsPage;
