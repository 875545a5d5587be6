// Deletes a blog post (admin screen); a published one disappears from the public pages at once,
// and its uploaded images that nothing else shows are removed from storage.
import { getDb } from "../db/client";
import { isRecordNotFound } from "../db/errors";
import { AppError } from "../http/errors";
import { blogFileNames, removeUnusedBlogFiles } from "./blog-files";
import { blogPostPath, revalidatePublicPages } from "./revalidate-public-pages";

export const deleteBlogPost = async (id: number): Promise<void> => {
  const prisma = await getDb();
  // The deleted row as it was when deleted (a publish that landed just before counts); gone
  // already (deleted at the same time): 404.
  const row = await prisma.blogPost
    .delete({ where: { id }, select: { slug: true, isPublished: true, coverImage: true, bodyHtml: true } })
    .catch((error: unknown) => {
      throw isRecordNotFound(error) ? new AppError("NOT_FOUND", "Blog post not found") : error;
    });
  if (row.isPublished) await revalidatePublicPages([blogPostPath(row.slug)]);
  await removeUnusedBlogFiles(blogFileNames(row.coverImage, row.bodyHtml));
};
