"use client";

import type { TNewsItemAdmin } from "@/lib/content/types";
import { istShortDateText } from "@/lib/india-time";
import { INVALID_DATE } from "./content-list";
import { fetchNewsItemsAfter } from "./content-api";
import { ContentSection, type TSectionProps } from "./content-section";
import { NewsItemForm } from "./news-item-form";

const KIND_LABEL = { news: "News and Events", speech: "Speech" } as const;

export const NewsSection = (props: TSectionProps<TNewsItemAdmin>) => (
  <ContentSection
    {...props}
    what="news"
    fetchAfter={fetchNewsItemsAfter}
    noun="video"
    newLabel="New video"
    listLabel="News and speech videos"
    emptyTitle="No videos yet"
    emptyDescription="Add a news or speech video with “New video”."
    removedFrom="the landing page"
    rowOf={(item) => ({
      detail: `${KIND_LABEL[item.kind]} · ${item.dateInvalid ? INVALID_DATE : istShortDateText(item.publishedAt)}`,
      href: null,
    })}
    form={(item, onSaved, onCancel) => <NewsItemForm item={item} onSaved={onSaved} onCancel={onCancel} />}
  />
);
