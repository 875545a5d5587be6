// Types of the page cache handler (plain JavaScript, loaded by Next itself): Next's CacheHandler.
export type TPageCacheHit = { value: unknown; lastModified: number; cacheControl?: unknown };

/** The tags `revalidatePath(path, type)` expires. */
export const pathTags: (path: string, type?: "page" | "layout") => string[];

export default class PostgresPageCache {
  constructor(context: unknown);
  get(key: string, ctx: unknown): Promise<TPageCacheHit | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
