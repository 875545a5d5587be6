"use client";

import { RadioGroup } from "@/components/ui/radio-group";
import { TextField } from "@/components/ui/text-field";
import type { TFieldErrors } from "@/components/shared/request-json";
import type { TNewsItemAdmin } from "@/lib/content/types";
import { saveNewsItem, type TNewsDraft } from "./content-api";
import { ContentForm } from "./content-form";
import { useDraftForm } from "./use-draft-form";

type TNewsItemFormProps = {
  item: TNewsItemAdmin | null;
  onSaved: (item: TNewsItemAdmin, message: string) => void;
  onCancel: () => void;
};

const KIND_OPTIONS = [
  { value: "news", label: "News and Events" },
  { value: "speech", label: "Speech" },
] as const;

const DEFAULT_THUMBNAIL = "/images/foundation-default.webp";

const draftOf = (item: TNewsItemAdmin | null): TNewsDraft => ({
  ...(item ? { id: item.id } : {}),
  kind: item?.kind ?? "news",
  title: item?.title ?? "",
  url: item?.url ?? "",
  // The default image stands in for a missing thumbnail; the form shows "none" for it.
  thumbnail: item && item.thumbnail !== DEFAULT_THUMBNAIL ? item.thumbnail : "",
  isPublished: item?.isPublished ?? false,
});

const localErrors = (draft: TNewsDraft): TFieldErrors => {
  const errors: TFieldErrors = {};
  if (draft.title.trim().length < 3) errors.title = "Title must be at least 3 characters.";
  if (!/^https?:\/\/\S+$/.test(draft.url.trim())) errors.url = "Paste the video's YouTube or Vimeo link.";
  return errors;
};

export const NewsItemForm = ({ item, onSaved, onCancel }: TNewsItemFormProps) => {
  const form = useDraftForm({
    initial: () => draftOf(item),
    check: localErrors,
    save: (news: TNewsDraft) => saveNewsItem({ ...news, url: news.url.trim() }),
    onSaved,
  });
  const { draft, set, errors } = form;

  return (
    <ContentForm
      form={form}
      headingId="news-form-heading"
      heading={item ? `Edit “${item.title}”` : "New video"}
      beforeTitle={
        <RadioGroup
          legend="Where it shows"
          name="news-kind"
          value={draft.kind}
          options={KIND_OPTIONS}
          error={errors.kind}
          onChange={(value) => set("kind", value === "speech" ? "speech" : "news")}
        />
      }
      image={{
        label: "Thumbnail",
        field: "thumbnail",
        hint: "Shown until a visitor plays the video. PNG, JPEG or GIF, up to 5 MB. Without one, the foundation's image is shown.",
      }}
      publishHint="Published videos appear on the landing page at once."
      onCancel={onCancel}
    >
      <TextField
        label="Video URL"
        required
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        hint="A YouTube or Vimeo link; it is stored as the privacy-friendly embed address."
        value={draft.url}
        error={errors.url}
        onChange={(event) => set("url", event.target.value)}
      />
    </ContentForm>
  );
};
