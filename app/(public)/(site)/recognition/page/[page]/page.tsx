// /recognition (rewritten here by next.config.mjs): the donors, tables and members the
// foundation thanks (GET /api/recognitions/getallrecognitions reads the same list). ISR.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { RecognitionList } from "@/components/public/recognition-list";
import { EmptyState } from "@/components/ui/empty-state";
import { listRecognitions } from "@/lib/content/list-recognitions";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 600;

export const generateStaticParams = async (): Promise<{ page: string }[]> => [];

export const metadata: Metadata = pageMetadata({
  title: "Recognitions",
  description: "The donors, tables, circles and members the foundation recognises for their service, year by year.",
  path: "/recognition",
});

type TProps = { params: Promise<{ page: string }> };

const RecognitionPage = async ({ params }: TProps) => {
  if ((await params).page !== "1") notFound();
  const recognitions = await listRecognitions();
  return (
    <PageContainer
      title="Recognitions"
      width="wide"
      description={<p>Every project rests on people who give their time and money. These are some of them.</p>}
    >
      {recognitions.length === 0 ? (
        <EmptyState title="No recognitions yet" icon="badge" />
      ) : (
        <RecognitionList recognitions={recognitions} />
      )}
    </PageContainer>
  );
};

export default RecognitionPage;
