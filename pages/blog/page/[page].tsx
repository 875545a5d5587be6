// /blog (rewritten here by next.config.mjs): News and Events, the foundation's videos and
// speeches, with a way to the written posts. Script-free, ISR, rendered on first visit.
import type { GetStaticProps, PageConfig } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { VideoGrid } from "@/components/public/video-grid";
import { StaticSitePage } from "@/components/static-page/static-page";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { listNewsItems } from "@/lib/content/list-news-items";
import type { TVideoItem } from "@/lib/content/types";
import { CONTENT_REVALIDATE_SECONDS, NOT_FOUND, renderOnFirstVisit } from "@/lib/static-pages/isr";

/** No framework JavaScript (see lib/static-pages/isr.ts); a literal, as Next reads it at build time. */
export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = renderOnFirstVisit;

type TProps = { news: TVideoItem[]; speeches: TVideoItem[] };

export const getStaticProps: GetStaticProps<TProps, { page: string }> = async ({ params }) => {
  if (params?.page !== "1") return NOT_FOUND;
  const [news, speeches] = await Promise.all([listNewsItems({ kind: "news" }), listNewsItems({ kind: "speech" })]);
  return { props: { news, speeches }, revalidate: CONTENT_REVALIDATE_SECONDS };
};

const NewsAndEventsPage = ({ news, speeches }: TProps) => (
  <StaticSitePage
    currentPath="/blog"
    head={{
      title: "News and Events",
      description: "Videos of project openings, service days and speeches from the foundation's events.",
      path: "/blog",
    }}
  >
    <PageContainer
      title="News and Events"
      width="wide"
      description={<p>Project openings, service days and speeches from across the federation.</p>}
      actions={<ButtonLink href="/blog/blogs">Read the News Section</ButtonLink>}
    >
      <section aria-labelledby="events-title">
        <h2 id="events-title" className="text-2xl font-semibold text-slate-900">
          Events
        </h2>
        <div className="mt-6">
          {news.length > 0 ? <VideoGrid items={news} /> : <EmptyState title="No event videos yet" icon="photo" />}
        </div>
      </section>
      {speeches.length > 0 && (
        <section aria-labelledby="speeches-title" className="mt-14">
          <h2 id="speeches-title" className="text-2xl font-semibold text-slate-900">
            Speeches
          </h2>
          <div className="mt-6">
            <VideoGrid items={speeches} />
          </div>
        </section>
      )}
    </PageContainer>
  </StaticSitePage>
);

export default NewsAndEventsPage;
