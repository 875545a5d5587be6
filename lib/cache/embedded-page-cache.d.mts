// Types of the embedded default's page cache handler (plain JavaScript, loaded by Next itself).
import type { TPageCacheHit } from "./postgres-page-cache.mjs";

export default class EmbeddedPageCache {
  constructor(context: unknown);
  get(key: string, ctx: unknown): Promise<TPageCacheHit | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
