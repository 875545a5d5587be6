// /blog (rewritten here by next.config.mjs): News and Events, the foundation's videos and
// speeches, with a way to the written posts. ISR, rendered on first visit.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { VideoGrid } from "@/components/public/video-grid";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { listNewsItems } from "@/lib/content/list-news-items";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 600;

export const generateStaticParams = async (): Promise<{ page: string }[]> => [];

export const metadata: Metadata = pageMetadata({
  title: "News and Events",
  description: "Videos of project openings, service days and speeches from the foundation's events.",
  path: "/blog",
});

type TProps = { params: Promise<{ page: string }> };

const NewsAndEventsPage = async ({ params }: TProps) => {
  if ((await params).page !== "1") notFound();
  const [news, speeches] = await Promise.all([listNewsItems({ kind: "news" }), listNewsItems({ kind: "speech" })]);
  return (
    <PageContainer
      title="News and Events"
      width="wide"
      description={<p>Project openings, service days and speeches from across the federation.</p>}
      actions={
        <ButtonLink href="/blog/blogs" prefetch={false}>
          Read the News Section
        </ButtonLink>
      }
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
  );
};

export default NewsAndEventsPage;
