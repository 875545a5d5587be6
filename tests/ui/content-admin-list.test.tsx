// @database-independent
// The Blog and News screen's lists hold a page of rows at a time: the counts it shows are the whole
// list's (from the server, then kept in step with the screen's saves and deletes), and "Show more"
// stays while rows wait on the server, however many are loaded.
import { renderToStaticMarkup } from "react-dom/server";
import { withDeleted, withNextPage, withSaved } from "@/components/content-admin/admin-list-state";
import { ContentList } from "@/components/content-admin/content-list";
import type { TAdminListPage } from "@/lib/content/types";

type TRow = { id: number; title: string; isPublished: boolean };

const rows = (from: number, to: number): TRow[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ id: from + index, title: `Post ${from + index}`, isPublished: true }));

/** The first 20 of 520 posts, 400 of them published. */
const firstPage: TAdminListPage<TRow> = { items: rows(1, 20), total: 520, published: 400, nextCursor: "after-20" };

describe("the admin list's state", () => {
  it("adds a page after the rows shown, once each, with the server's counts and cursor", () => {
    const saved = withSaved(firstPage, { id: 21, title: "Saved meanwhile", isPublished: true });
    const next = withNextPage(saved, { items: rows(21, 40), total: 521, published: 401, nextCursor: "after-40" });
    expect(next.items.map((row) => row.id)).toEqual([
      21,
      ...rows(1, 20).map((row) => row.id),
      ...rows(22, 40).map((row) => row.id),
    ]);
    expect([next.total, next.published, next.nextCursor]).toEqual([521, 401, "after-40"]);
  });

  it("counts a new post, a post published or withdrawn, and a deleted one", () => {
    const added = withSaved(firstPage, { id: 600, title: "New draft", isPublished: false });
    expect([added.items[0]!.id, added.total, added.published]).toEqual([600, 521, 400]);
    const published = withSaved(added, { id: 600, title: "New draft", isPublished: true });
    expect([published.items.length, published.total, published.published]).toEqual([21, 521, 401]);
    const withdrawn = withSaved(published, { id: 5, title: "Post 5", isPublished: false });
    expect([withdrawn.items[0]!.id, withdrawn.total, withdrawn.published]).toEqual([5, 521, 400]);
    const deleted = withDeleted(withdrawn, 7);
    expect([deleted.items.some((row) => row.id === 7), deleted.total, deleted.published]).toEqual([false, 520, 399]);
    expect(withDeleted(deleted, 7)).toBe(deleted);
  });
});

describe("ContentList", () => {
  const list = (page: TAdminListPage<TRow>) =>
    renderToStaticMarkup(
      <ContentList
        label="Blog posts"
        rows={page.items.map((row) => ({ ...row, detail: "", href: null }))}
        total={page.total}
        hasMore={page.nextCursor !== null}
        loadingMore={false}
        moreError={null}
        onMore={() => undefined}
        emptyTitle="No blog posts yet"
        emptyDescription=""
        onEdit={() => undefined}
        onDelete={() => undefined}
      />,
    );

  it("offers the next 20 of the whole list while rows wait on the server, and no more on the last page", () => {
    const html = list(firstPage);
    expect(html).toContain("Showing 20 of 520.");
    expect(html).toContain(">Show 20 more</button>");
    expect(html.match(/<li /g)).toHaveLength(20);
    const last = list({ items: rows(1, 12), total: 12, published: 12, nextCursor: null });
    expect(last).not.toContain("Show");
    expect(last.match(/<li /g)).toHaveLength(12);
  });
});
