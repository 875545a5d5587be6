import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { StagesScreen } from "@/components/project-packs/stages-screen";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Pack Stages" };

type TProps = { params: Promise<{ ppackid: string }> };

const id = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

const PackStagesPage = async ({ params }: TProps) => {
  const { ppackid } = await params;
  await requirePageAccess(pagePath("projects", "packstages", ppackid));
  const packId = id(ppackid);
  if (packId === null) notFound();
  return (
    <PageContainer
      title="Pack Stages"
      width="wide"
      description="The stages an application of this pack goes through, in order, and who fills each."
    >
      <StagesScreen packId={packId} />
    </PageContainer>
  );
};

export default PackStagesPage;
