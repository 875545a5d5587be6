// /recognition (rewritten here by next.config.mjs): the donors, tables and members the
// foundation thanks (GET /api/recognitions/getallrecognitions reads the same list).
// Script-free, ISR, rendered on first visit.
import type { GetStaticProps, PageConfig } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { RecognitionList } from "@/components/public/recognition-list";
import { StaticSitePage } from "@/components/static-page/static-page";
import { EmptyState } from "@/components/ui/empty-state";
import { listRecognitions } from "@/lib/content/list-recognitions";
import type { TRecognition } from "@/lib/content/types";
import { CONTENT_REVALIDATE_SECONDS, NOT_FOUND, renderOnFirstVisit } from "@/lib/static-pages/isr";

/** No framework JavaScript (see lib/static-pages/isr.ts); a literal, as Next reads it at build time. */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = renderOnFirstVisit;

type TProps = { recognitions: TRecognition[] };

export const getStaticProps: GetStaticProps<TProps, { page: string }> = async ({ params }) => {
  if (params?.page !== "1") return NOT_FOUND;
  return { props: { recognitions: await listRecognitions() }, revalidate: CONTENT_REVALIDATE_SECONDS };
};

const RecognitionPage = ({ recognitions }: TProps) => (
  <StaticSitePage
    currentPath="/recognition"
    head={{
      title: "Recognitions",
      description: "The donors, tables, circles and members the foundation recognises for their service, year by year.",
      path: "/recognition",
    }}
  >
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
  </StaticSitePage>
);

export default RecognitionPage;
