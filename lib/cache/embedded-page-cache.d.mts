// Types of the embedded default's page cache handler (plain JavaScript, loaded by Next itself):
// Next's CacheHandler, as the Postgres one.
import type PostgresPageCache from "./postgres-page-cache.mjs";

declare const EmbeddedPageCache: typeof PostgresPageCache;
type EmbeddedPageCache = PostgresPageCache;
export default EmbeddedPageCache;
