// Creates or updates a blog post (POST /api/blog/createblog). Publishing sets the date the first
// time and regenerates the cached public pages at once. Uploaded images the edit dropped (cover,
// body) are removed from storage when nothing else shows them.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { blogFileNames, droppedBlogFiles, removeUnusedBlogFiles, requireStoredBlogFiles } from "./blog-files";
import { parseBlogPostInput } from "./blog-post-input";
import { summaryToStore } from "./blog-summary";
import { isShownDate } from "./published-range";
import { blogPostAdminSelect, toBlogPostAdmin } from "./shapes";
import { blogPostPath, revalidatePublicPages } from "./revalidate-public-pages";
import { slugify, uniqueSlug } from "./slug";
import { claimBlogUploads } from "./visitor-uploads";
import type { TBlogPostAdmin } from "./types";

type TSaveBlogPost = { input: unknown; session: Pick<TSession, "memberId" | "fullName">; now?: Date };

/**
 * The post being edited, locked until the save commits: a delete or another save of it waits, so
 * the row is still there to update and what it was (published or not) is what it is replaced from.
 */
const lockPost = async (tx: Prisma.TransactionClient, id: number) => {
  await tx.$queryRaw`SELECT "id" FROM "BlogPost" WHERE "id" = ${id} FOR UPDATE`;
  const row = await tx.blogPost.findUnique({
    where: { id },
    select: {
      id: true,
      slug: true,
      isPublished: true,
      publishedAt: true,
      author: true,
      coverImage: true,
      bodyHtml: true,
      summary: true,
    },
  });
  if (!row) throw new AppError("NOT_FOUND", "Blog post not found");
  return row;
};

/** The post's date kept when published again; one outside the shown range (written by hand) becomes now. */
const shownDateOr = (stored: Date | null, now: Date) => (isShownDate(stored, now) ? stored : now);

export const saveBlogPost = async ({
  input,
  session,
  now = new Date(),
}: TSaveBlogPost): Promise<{ post: TBlogPostAdmin; created: boolean }> => {
  const data = parseBlogPostInput(input);
  const prisma = await getDb();
  const { row, existing } = await prisma
    .$transaction(async (tx) => {
      const existing = data.id ? await lockPost(tx, data.id) : null;
      const shown = existing ? blogFileNames(existing.coverImage, existing.bodyHtml) : [];
      await requireStoredBlogFiles(tx, { names: blogFileNames(data.coverImage), alreadyShown: shown, field: "coverImage" });
      await requireStoredBlogFiles(tx, { names: blogFileNames(data.bodyHtml), alreadyShown: shown, field: "body" });
      let slug = existing?.slug ?? (await uniqueSlug(tx, slugify(data.title), null));
      if (data.slug && data.slug !== existing?.slug) {
        if ((await uniqueSlug(tx, data.slug, existing?.id ?? null)) !== data.slug)
          throw new AppError("BAD_REQUEST", "slug: already used by another post", {
            fields: [{ field: "slug", message: "Already used by another post" }],
          });
        slug = data.slug;
      }
      const fields = {
        slug,
        title: data.title,
        summary: summaryToStore(data.summary, data.bodyHtml, existing),
        bodyHtml: data.bodyHtml,
        coverImage: data.coverImage,
        author: data.author ?? existing?.author ?? session.fullName,
        isPublished: data.isPublished,
        publishedAt: data.isPublished ? shownDateOr(existing?.publishedAt ?? null, now) : (existing?.publishedAt ?? null),
      };
      const row = existing
        ? await tx.blogPost.update({ where: { id: existing.id }, data: fields, select: blogPostAdminSelect })
        : await tx.blogPost.create({ data: { ...fields, authorMemberId: session.memberId }, select: blogPostAdminSelect });
      await claimBlogUploads(tx, blogFileNames(row.coverImage, row.bodyHtml), now);
      return { row, existing };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new AppError("CONFLICT", "Another post was saved with the same slug at the same time; please save again", {
          fields: [{ field: "slug", message: "Already used by another post" }],
        });
      throw error;
    });
  if (row.isPublished || existing?.isPublished)
    await revalidatePublicPages([
      blogPostPath(row.slug),
      ...(existing && existing.slug !== row.slug ? [blogPostPath(existing.slug)] : []),
    ]);
  if (existing)
    await removeUnusedBlogFiles(
      droppedBlogFiles(blogFileNames(existing.coverImage, existing.bodyHtml), blogFileNames(row.coverImage, row.bodyHtml)),
    );
  return { post: toBlogPostAdmin(row), created: !existing };
};
