"use client";

import { TextArea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import type { TFieldErrors } from "@/components/shared/request-json";
import { slugFieldError, slugFieldHint } from "@/lib/content/slug";
import type { TBlogPostAdmin } from "@/lib/content/types";
import { saveBlogPost, type TBlogDraft } from "./content-api";
import { ContentForm } from "./content-form";
import { useDraftForm } from "./use-draft-form";

type TBlogPostFormProps = {
  /** The post being edited, or null for a new one. */
  post: TBlogPostAdmin | null;
  onSaved: (post: TBlogPostAdmin, message: string) => void;
  onCancel: () => void;
};

const draftOf = (post: TBlogPostAdmin | null): TBlogDraft => ({
  ...(post ? { id: post.id } : {}),
  title: post?.title ?? "",
  summary: post?.summary ?? "",
  body: post?.bodyHtml ?? "",
  coverImage: post?.coverImage ?? "",
  slug: post?.slug ?? "",
  isPublished: post?.isPublished ?? false,
});

const localErrors = (draft: TBlogDraft): TFieldErrors => {
  const errors: TFieldErrors = {};
  if (draft.title.trim().length < 3) errors.title = "Title must be at least 3 characters.";
  if (draft.body.trim().length < 10) errors.body = "Write the post (at least 10 characters).";
  const slug = slugFieldError({ slug: draft.slug, title: draft.title, isNew: draft.id === undefined });
  if (slug) errors.slug = slug;
  return errors;
};

export const BlogPostForm = ({ post, onSaved, onCancel }: TBlogPostFormProps) => {
  const form = useDraftForm({
    initial: () => draftOf(post),
    check: localErrors,
    save: saveBlogPost,
    onSaved,
    // The API's `bodyHtml` is the same field as the form's body.
    fieldAliases: { bodyHtml: "body" },
  });
  const { draft, set, errors } = form;

  return (
    <ContentForm
      form={form}
      headingId="blog-form-heading"
      heading={post ? `Edit “${post.title}”` : "New blog post"}
      image={{ label: "Cover image", field: "coverImage" }}
      publishHint="Published posts appear on the landing page and under News Section at once. Unticked, the post is kept as a draft."
      onCancel={onCancel}
    >
      <TextField
        label="Address (slug)"
        hint={slugFieldHint({ slug: draft.slug, title: draft.title, saved: post?.slug ?? null })}
        value={draft.slug}
        error={errors.slug}
        maxLength={100}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => set("slug", event.target.value)}
      />
      <TextArea
        label="Summary"
        hint="One or two sentences for the lists. Left empty, the start of the post is used (and follows the post when it is edited)."
        rows={2}
        maxLength={500}
        value={draft.summary}
        error={errors.summary}
        onChange={(event) => set("summary", event.target.value)}
      />
      <TextArea
        label="Body"
        required
        hint="Plain paragraphs (separated by an empty line) or basic HTML: <p>, <h2>, <strong>, <em>, <ul>, <a href>. Scripts and styles are removed."
        rows={14}
        value={draft.body}
        error={errors.body}
        textareaClassName="font-mono"
        onChange={(event) => set("body", event.target.value)}
      />
    </ContentForm>
  );
};
