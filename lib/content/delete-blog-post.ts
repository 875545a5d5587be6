// Deletes a blog post (admin screen); a published one disappears from the public pages at once.
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { blogPostPath, revalidatePublicPages } from "./revalidate-public-pages";

export const deleteBlogPost = async (id: number): Promise<void> => {
  const prisma = await getDb();
  const row = await prisma.blogPost.findUnique({ where: { id }, select: { slug: true, isPublished: true } });
  if (!row) throw new AppError("NOT_FOUND", "Blog post not found");
  await prisma.blogPost.delete({ where: { id } });
  if (row.isPublished) await revalidatePublicPages([blogPostPath(row.slug)]);
};
