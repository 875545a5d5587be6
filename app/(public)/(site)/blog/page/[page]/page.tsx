// /blog (and /blog?page=n, rewritten here by server.ts): News and Events, the foundation's videos
// and speeches, a page of each at a time (lib/content/news-page.ts), with a way to the written
// posts. ISR, rendered on first visit.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { Pagination, parsePageNumber } from "@/components/public/pagination";
import { VideoGrid } from "@/components/public/video-grid";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { loadNewsPage, newsPageHref } from "@/lib/content/news-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 600;

export const generateStaticParams = async (): Promise<{ page: string }[]> => [];

type TProps = { params: Promise<{ page: string }> };

export const generateMetadata = async ({ params }: TProps): Promise<Metadata> => {
  const page = parsePageNumber((await params).page) ?? 1;
  return pageMetadata({
    title: page > 1 ? `News and Events, page ${page}` : "News and Events",
    description: "Videos of project openings, service days and speeches from the foundation's events.",
    path: newsPageHref(page),
  });
};

const NewsAndEventsPage = async ({ params }: TProps) => {
  const found = await loadNewsPage(parsePageNumber((await params).page));
  if (!found) notFound();
  const { page, totalPages, news, speeches } = found;
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
      {/* Past page 1 a list that has run out leaves its section out. */}
      {(news.length > 0 || page === 1) && (
        <section aria-labelledby="events-title">
          <h2 id="events-title" className="text-2xl font-semibold text-slate-900">
            Events
          </h2>
          <div className="mt-6">
            {news.length > 0 ? <VideoGrid items={news} /> : <EmptyState title="No event videos yet" icon="photo" />}
          </div>
        </section>
      )}
      {speeches.length > 0 && (
        <section id="speeches" aria-labelledby="speeches-title" className="mt-14 scroll-mt-4 first:mt-0">
          <h2 id="speeches-title" className="text-2xl font-semibold text-slate-900">
            Speeches
          </h2>
          <div className="mt-6">
            <VideoGrid items={speeches} />
          </div>
        </section>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={newsPageHref} label="News and Events pages" />
    </PageContainer>
  );
};

export default NewsAndEventsPage;
