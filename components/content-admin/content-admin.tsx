"use client";

import { useCallback, useRef, useState, type KeyboardEvent } from "react";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { cx } from "@/components/ui/cx";
import type { TAdminListPage, TBlogPostAdmin, TNewsItemAdmin } from "@/lib/content/types";
import { BlogSection } from "./blog-section";
import { NewsSection } from "./news-section";

const TABS = [
  { id: "blog", label: "Blog posts" },
  { id: "news", label: "News and videos" },
] as const;

type TTab = (typeof TABS)[number]["id"];

/** The first page of each list; "Show more" fetches the rest. */
type TContentAdminProps = { firstPosts: TAdminListPage<TBlogPostAdmin>; firstNews: TAdminListPage<TNewsItemAdmin> };

/** The Blog and News screen: two tabs (arrow keys move between them), one status line. */
export const ContentAdmin = ({ firstPosts, firstNews }: TContentAdminProps) => {
  const [tab, setTab] = useState<TTab>("blog");
  const [status, setStatus] = useState<TFormStatus>(null);
  const tabRefs = useRef<Record<TTab, HTMLButtonElement | null>>({ blog: null, news: null });
  const statusBox = useRef<HTMLDivElement>(null);
  // The message is focusable from script only (FormStatus); a section calls this once it is drawn.
  const focusStatus = useCallback(() => statusBox.current?.querySelector<HTMLElement>("[data-form-message]")?.focus(), []);

  const choose = (next: TTab) => {
    setTab(next);
    setStatus(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next: TTab = tab === "blog" ? "news" : "blog";
    choose(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="space-y-5">
      <div role="tablist" aria-label="Content" className="flex gap-1 border-b border-slate-200" onKeyDown={onKeyDown}>
        {TABS.map((entry) => (
          <button
            key={entry.id}
            ref={(node) => {
              tabRefs.current[entry.id] = node;
            }}
            id={`content-tab-${entry.id}`}
            type="button"
            role="tab"
            aria-selected={tab === entry.id}
            aria-controls={`content-panel-${entry.id}`}
            tabIndex={tab === entry.id ? 0 : -1}
            onClick={() => choose(entry.id)}
            className={cx(
              "-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
              tab === entry.id ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div ref={statusBox}>
        <FormStatus status={status} />
      </div>
      {/* Both stay mounted (the other one hidden): each keeps its list as saved, and an open form its draft. */}
      <div id="content-panel-blog" role="tabpanel" aria-labelledby="content-tab-blog" hidden={tab !== "blog"}>
        <BlogSection firstPage={firstPosts} onStatus={setStatus} focusStatus={focusStatus} />
      </div>
      <div id="content-panel-news" role="tabpanel" aria-labelledby="content-tab-news" hidden={tab !== "news"}>
        <NewsSection firstPage={firstNews} onStatus={setStatus} focusStatus={focusStatus} />
      </div>
    </div>
  );
};
