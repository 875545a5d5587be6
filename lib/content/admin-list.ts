// The admin lists of posts and videos (/manage/content, getblogsforadmin, getnewsforadmin): their
// page sizes, shared by the server and the screen. No server imports: the screen bundles this.

/** Rows of the screen's first page and of each "Show more". */
export const ADMIN_PAGE_SIZE = 20;
/** The largest `take` the API accepts. */
export const MAX_ADMIN_PAGE_SIZE = 100;
/** Without `take` the API answers up to this many, as before it was paged; `nextCursor` continues it. */
export const LEGACY_ADMIN_LIST = 500;
