// Browser calls behind the Blog and News screen (the lists' first pages come with the page): the next
// page of a list, save (create or update, with publish), delete, and the image upload
// (POST /api/blog/uploadfiles).
import { ADMIN_PAGE_SIZE } from "@/lib/content/admin-list";
import type { TAdminListPage, TBlogPostAdmin, TNewsItemAdmin } from "@/lib/content/types";
import { postForm, postJson, readReply, type TResult } from "@/components/shared/post-form";
import { isRecord, requestJson, type TApiReply } from "@/components/shared/request-json";

/** A saved record, with the API's own words for what happened ("The post is published.") when it gave them. */
export type TSavedReply<T> = { saved: T; message: string | null };

/** The saved record under `key` and the reply's message, or the failure. */
const savedOf = <T>(reply: TApiReply, key: string, fallback: string): TResult<TSavedReply<T>> =>
  readReply(
    reply,
    (data) =>
      isRecord(data[key]) ? { saved: data[key], message: typeof data.message === "string" ? data.message : null } : null,
    fallback,
  );

/** The `take` rows after `cursor` of an admin list, whose rows the reply holds under `key`. */
const fetchAdminPage = async <T>(url: string, key: string, cursor: string): Promise<TResult<TAdminListPage<T>>> =>
  readReply(
    await requestJson(`${url}?${new URLSearchParams({ cursor, take: String(ADMIN_PAGE_SIZE) })}`),
    (data) =>
      Array.isArray(data[key]) && typeof data.total === "number" && typeof data.published === "number"
        ? {
            items: data[key],
            total: data.total,
            published: data.published,
            nextCursor: typeof data.nextCursor === "string" ? data.nextCursor : null,
          }
        : null,
    "The next rows could not be loaded.",
  );

export const fetchBlogPostsAfter = (cursor: string) =>
  fetchAdminPage<TBlogPostAdmin>("/api/blog/getblogsforadmin", "blogs", cursor);

export const fetchNewsItemsAfter = (cursor: string) =>
  fetchAdminPage<TNewsItemAdmin>("/api/news/getnewsforadmin", "news", cursor);

export type TBlogDraft = {
  id?: number;
  title: string;
  summary: string;
  body: string;
  coverImage: string;
  /** The post's address under /blog/; empty: made from the title (new) or kept (edited). */
  slug: string;
  isPublished: boolean;
};

export const saveBlogPost = async (draft: TBlogDraft) =>
  savedOf<TBlogPostAdmin>(
    await requestJson("/api/blog/createblog", { method: "POST", body: draft }),
    "blog",
    "The post could not be saved.",
  );

export type TNewsDraft = {
  id?: number;
  kind: "news" | "speech";
  title: string;
  url: string;
  thumbnail: string;
  isPublished: boolean;
};

export const saveNewsItem = async (draft: TNewsDraft) =>
  savedOf<TNewsItemAdmin>(
    await requestJson("/api/news/createnews", { method: "POST", body: draft }),
    "news",
    "The news item could not be saved.",
  );

export const deleteContent = (what: "blog" | "news", id: number) =>
  postJson(what === "blog" ? "/api/blog/deleteblog" : "/api/news/deletenews", { id }, "It could not be deleted.");

/** Uploads one image; replies its public URL. */
export const uploadImage = async (file: File, fileInputFor: string): Promise<TResult<string>> => {
  const form = new FormData();
  form.append("fileInputFor", fileInputFor);
  form.append("file0", file);
  const reply = await postForm("/api/blog/uploadfiles", form);
  const result = readReply<string>(
    reply,
    ({ files }) => (Array.isArray(files) && isRecord(files[0]) && typeof files[0].url === "string" ? files[0].url : null),
    "The image could not be uploaded.",
  );
  // The upload's own field names (file0) mean the picked image.
  return result.ok ? result : { ...result, message: Object.values(result.fields)[0] ?? result.message };
};
