// One page of /blog (News and Events): the event videos and the speeches of that page. The two
// lists are paged together by the one page number, each NEWS_PAGE_SIZE a page, newest first; the
// page count is that of the longer list, so the shorter one ends before the last page.
import { listNewsItemsPage } from "./list-news-items";
import type { TVideoItem } from "./types";

/** Videos of each kind a page: fills the grid's rows of two and of three. */
export const NEWS_PAGE_SIZE = 12;

export type TNewsPage = { page: number; totalPages: number; news: TVideoItem[]; speeches: TVideoItem[] };

/** /blog is page 1; later pages are /blog?page=n. */
export const newsPageHref = (page: number) => (page <= 1 ? "/blog" : `/blog?page=${page}`);

/** That page of both lists; null when the page number is not one (parsePageNumber) or is past the end. */
export const loadNewsPage = async (page: number | null): Promise<TNewsPage | null> => {
  if (page === null) return null;
  const [news, speeches] = await Promise.all([
    listNewsItemsPage({ kind: "news", page, pageSize: NEWS_PAGE_SIZE }),
    listNewsItemsPage({ kind: "speech", page, pageSize: NEWS_PAGE_SIZE }),
  ]);
  const totalPages = Math.max(1, Math.ceil(Math.max(news.total, speeches.total) / NEWS_PAGE_SIZE));
  return page > totalPages ? null : { page, totalPages, news: news.items, speeches: speeches.items };
};
