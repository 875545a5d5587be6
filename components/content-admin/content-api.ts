// Browser calls behind the Blog and News screen (the lists come with the page): save (create or update, with
// publish), delete, and the image upload (POST /api/blog/uploadfiles).
import type { TBlogPostAdmin, TNewsItemAdmin } from "@/lib/content/types";
import { postForm } from "@/components/shared/post-form";
import { isRecord, NETWORK_ERROR_MESSAGE, readApiError, requestJson, type TFieldErrors } from "@/components/shared/request-json";

export type TResult<T> = { ok: true; value: T; message: string | null } | { ok: false; message: string; fields: TFieldErrors };

const failure = (status: number, data: unknown, fallback: string): TResult<never> => {
  if (status === 0) return { ok: false, message: NETWORK_ERROR_MESSAGE, fields: {} };
  const error = readApiError(data);
  return { ok: false, message: error.message ?? fallback, fields: error.fields };
};

const messageOf = (data: unknown) => (isRecord(data) && typeof data.message === "string" ? data.message : null);

export type TBlogDraft = { id?: number; title: string; summary: string; body: string; coverImage: string; isPublished: boolean };

export const saveBlogPost = async (draft: TBlogDraft): Promise<TResult<TBlogPostAdmin>> => {
  const { ok, status, data } = await requestJson("/api/blog/createblog", { method: "POST", body: draft });
  if (!ok || !isRecord(data) || !isRecord(data.blog)) return failure(status, data, "The post could not be saved.");
  return { ok: true, value: data.blog as TBlogPostAdmin, message: messageOf(data) };
};

export type TNewsDraft = {
  id?: number;
  kind: "news" | "speech";
  title: string;
  url: string;
  thumbnail: string;
  isPublished: boolean;
};

export const saveNewsItem = async (draft: TNewsDraft): Promise<TResult<TNewsItemAdmin>> => {
  const { ok, status, data } = await requestJson("/api/news/createnews", { method: "POST", body: draft });
  if (!ok || !isRecord(data) || !isRecord(data.news)) return failure(status, data, "The news item could not be saved.");
  return { ok: true, value: data.news as TNewsItemAdmin, message: messageOf(data) };
};

export const deleteContent = async (what: "blog" | "news", id: number): Promise<TResult<null>> => {
  const url = what === "blog" ? "/api/blog/deleteblog" : "/api/news/deletenews";
  const { ok, status, data } = await requestJson(url, { method: "POST", body: { id } });
  if (!ok) return failure(status, data, "It could not be deleted.");
  return { ok: true, value: null, message: messageOf(data) };
};

/** Uploads one image; replies its public URL. */
export const uploadImage = async (file: File, fileInputFor: string): Promise<TResult<string>> => {
  const form = new FormData();
  form.append("fileInputFor", fileInputFor);
  form.append("file0", file);
  const { ok, status, data } = await postForm("/api/blog/uploadfiles", form);
  const files = isRecord(data) && Array.isArray(data.files) ? data.files : [];
  const url = isRecord(files[0]) && typeof files[0].url === "string" ? files[0].url : null;
  if (!ok || !url) {
    const result = failure(status, data, "The image could not be uploaded.");
    // The upload's own field names (file0) mean the picked image.
    return result.ok ? result : { ...result, message: Object.values(result.fields)[0] ?? result.message };
  }
  return { ok: true, value: url, message: null };
};
