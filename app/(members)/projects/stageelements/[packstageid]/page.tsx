import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { ElementsScreen } from "@/components/project-packs/elements-screen";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Stage Elements" };

type TProps = { params: Promise<{ packstageid: string }> };

const id = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

const StageElementsPage = async ({ params }: TProps) => {
  const { packstageid } = await params;
  await requirePageAccess(pagePath("projects", "stageelements", packstageid));
  const stageId = id(packstageid);
  if (stageId === null) notFound();
  return (
    <PageContainer
      title="Stage Elements"
      width="wide"
      description="The sections, questions, documents and tables of this stage, with a preview of the form."
    >
      <ElementsScreen stageId={stageId} />
    </PageContainer>
  );
};

export default StageElementsPage;
