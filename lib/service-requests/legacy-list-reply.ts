// The reply of the legacy (unpaged) lists: the legacy body, plus a note on every list that was
// cut at LEGACY_LIST_LIMIT (docs/api/service-requests.md): a body field `truncated` that old
// clients ignore, and headers for clients that only look there.
import { MAX_PAGE_SIZE } from "./inputs";
import { LEGACY_LIST_LIMIT, type TLegacyList } from "./list-service-requests";

type TListPart = { list: TLegacyList; view?: "own" | "admin" };

export type TTruncation = { shown: number; total: number; nextCursor: string; next: string };

/** The paged form of the request's own path (with `view` where given) continues each list. */
export const legacyListReply = (requestUrl: string, parts: Record<string, TListPart>): Response => {
  const path = new URL(requestUrl).pathname;
  const body: Record<string, unknown> = {};
  const truncated: Record<string, TTruncation> = {};
  for (const [key, { list, view }] of Object.entries(parts)) {
    body[key] = list.serviceRequests;
    if (!list.cut) continue;
    const query = new URLSearchParams({ ...(view ? { view } : {}), cursor: list.cut.nextCursor, take: String(MAX_PAGE_SIZE) });
    truncated[key] = {
      shown: list.serviceRequests.length,
      total: list.cut.total,
      nextCursor: list.cut.nextCursor,
      next: `${path}?${query}`,
    };
  }
  const headers: Record<string, string> = { "X-List-Limit": String(LEGACY_LIST_LIMIT) };
  const cutLists = Object.keys(truncated);
  if (cutLists.length) {
    body.truncated = truncated;
    headers["X-List-Truncated"] = cutLists.join(", ");
  }
  return Response.json(body, { headers });
};
