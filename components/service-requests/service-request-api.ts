// Browser calls of the helpdesk (docs/api/service-requests.md), all under /api/servicerequest/.
import { isRecord, requestJson } from "@/components/shared/request-json";
import { jsonForm, postForm, readReply, success, type TResult } from "@/components/shared/post-form";
import { toAction, toCategories, toCounts, toRequest, toSummaries } from "./parse-service-request";
import type { TCategory, TRequestPage, TServiceAction, TServiceRequest, TStatus, TView } from "./service-request-types";

const BASE = "/api/servicerequest";
export const PAGE_SIZE = 20;

type TPageQuery = { status: TStatus; q?: string; cursor?: string | null; take?: number };

const pageUrl = (view: TView, { status, q, cursor, take = PAGE_SIZE }: TPageQuery) => {
  const query = new URLSearchParams();
  if (view !== "all") query.set("view", view);
  query.set("status", String(status));
  if (q?.trim()) query.set("q", q.trim());
  query.set("take", String(take));
  if (cursor) query.set("cursor", cursor);
  return `${BASE}/${view === "all" ? "getallservicerequests" : "getservicerequests"}?${query}`;
};

/** One page of a view's tab, with the per-status counts for the badges. */
export const fetchRequestPage = async (view: TView, query: TPageQuery, signal?: AbortSignal) =>
  readReply<TRequestPage>(
    await requestJson(pageUrl(view, query), { signal }),
    (data) =>
      Array.isArray(data.serviceRequests)
        ? {
            items: toSummaries(data.serviceRequests),
            nextCursor: typeof data.nextCursor === "string" && data.nextCursor !== "" ? data.nextCursor : null,
            counts: toCounts(data.counts),
          }
        : null,
    "The requests could not be loaded.",
  );

/** Whether the caller administers requests (SPEC.md section 4: only then the admin view and its toggle). */
export const fetchHasAdminRequests = async (signal?: AbortSignal): Promise<TResult<boolean>> => {
  const result = await fetchRequestPage("admin", { status: 1, take: 1 }, signal);
  if (!result.ok) return result;
  const { items, counts } = result.value;
  return success(items.length > 0 || (counts !== null && Object.values(counts).some((count) => count > 0)));
};

export const fetchRequest = async (id: number, signal?: AbortSignal) =>
  readReply<TServiceRequest>(
    await requestJson(`${BASE}/getservicerequest/${encodeURIComponent(id)}`, { signal }),
    ({ serviceRequest, permissions }) => {
      const request = toRequest(serviceRequest);
      const canChangeStatus =
        isRecord(permissions) && typeof permissions.canChangeStatus === "boolean" ? permissions.canChangeStatus : undefined;
      return request && { ...request, canChangeStatus };
    },
    "The request could not be loaded.",
  );

export const fetchCategories = async (signal?: AbortSignal) =>
  readReply<TCategory[]>(
    await requestJson(`${BASE}/getservicecategory`, { signal }),
    ({ srCat }) => (Array.isArray(srCat) ? toCategories(srCat) : null),
    "The categories could not be loaded.",
  );

export type TNewRequest = { title: string; remark: string; categoryId: number; files: readonly File[] };

export const createRequest = async ({ title, remark, categoryId, files }: TNewRequest) => {
  const json = { serviceRequestTitle: title, serviceCategoryId: categoryId, serviceActions: [{ serviceRemark: remark }] };
  return readReply<TServiceRequest>(
    await postForm(`${BASE}/createservicerequest`, jsonForm(json, files, "serviceActionFileNames")),
    (data) => toRequest(data.serviceReq),
    "The request could not be raised.",
  );
};

export type TReply = { requestId: number; remark: string; files: readonly File[] };

export const sendReply = async ({ requestId, remark, files }: TReply) => {
  const json = { serviceRequestId: requestId, serviceRemark: remark };
  return readReply<TServiceAction>(
    await postForm(`${BASE}/createnewserviceaction`, jsonForm(json, files, "files")),
    (data) => toAction(data.serviceAction),
    "The reply could not be sent.",
  );
};

/**
 * `fromStatus` and, for a Duplicate, `fromDuplicateOf` (its original's ticket number): what was shown
 * when the change was chosen; the API refuses (409) if either has changed since.
 */
export type TStatusChange = {
  requestId: number;
  status: TStatus;
  fromStatus: TStatus;
  fromDuplicateOf?: string;
  statusRemark: string;
  duplicateOf?: string;
};

export const changeStatus = async ({
  requestId,
  status,
  fromStatus,
  fromDuplicateOf,
  statusRemark,
  duplicateOf,
}: TStatusChange) => {
  const json = {
    serviceRequestId: requestId,
    serviceRequestStatus: status,
    fromStatus,
    ...(fromStatus === 10 && fromDuplicateOf ? { fromDuplicateOf } : {}),
    statusRemark,
    ...(status === 10 ? { duplicateOf } : {}),
  };
  return readReply<TServiceRequest>(
    await postForm(`${BASE}/createservicerequestremark`, jsonForm(json)),
    (data) => toRequest(data.serviceRequestRemark),
    "The status could not be changed.",
  );
};
