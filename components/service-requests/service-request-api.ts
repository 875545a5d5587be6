// Browser calls of the helpdesk (docs/api/service-requests.md), all under /api/servicerequest/.
import { isRecord, requestJson } from "@/components/shared/request-json";
import { failure, jsonForm, postForm, success, type TResult } from "@/components/shared/post-form";
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
export const fetchRequestPage = async (view: TView, query: TPageQuery, signal?: AbortSignal): Promise<TResult<TRequestPage>> => {
  const reply = await requestJson(pageUrl(view, query), { signal });
  if (!reply.ok || !isRecord(reply.data) || !Array.isArray(reply.data.serviceRequests)) {
    return failure(reply, "The requests could not be loaded.");
  }
  const { data } = reply;
  return success({
    items: toSummaries(data.serviceRequests),
    nextCursor: typeof data.nextCursor === "string" && data.nextCursor !== "" ? data.nextCursor : null,
    counts: toCounts(data.counts),
  });
};

/** Whether the caller administers requests (SPEC.md section 4: only then the admin view and its toggle). */
export const fetchHasAdminRequests = async (signal?: AbortSignal): Promise<TResult<boolean>> => {
  const result = await fetchRequestPage("admin", { status: 1, take: 1 }, signal);
  if (!result.ok) return result;
  const { items, counts } = result.value;
  return success(items.length > 0 || (counts !== null && Object.values(counts).some((count) => count > 0)));
};

export const fetchRequest = async (id: number, signal?: AbortSignal): Promise<TResult<TServiceRequest>> => {
  const reply = await requestJson(`${BASE}/getservicerequest/${encodeURIComponent(id)}`, { signal });
  const request = reply.ok && isRecord(reply.data) ? toRequest(reply.data.serviceRequest) : null;
  if (!request || !isRecord(reply.data)) return failure(reply, "The request could not be loaded.");
  const { permissions } = reply.data;
  const canChangeStatus =
    isRecord(permissions) && typeof permissions.canChangeStatus === "boolean" ? permissions.canChangeStatus : undefined;
  return success({ ...request, canChangeStatus });
};

export const fetchCategories = async (signal?: AbortSignal): Promise<TResult<TCategory[]>> => {
  const reply = await requestJson(`${BASE}/getservicecategory`, { signal });
  if (!reply.ok || !isRecord(reply.data) || !Array.isArray(reply.data.srCat)) {
    return failure(reply, "The categories could not be loaded.");
  }
  return success(toCategories(reply.data.srCat));
};

export type TNewRequest = { title: string; remark: string; categoryId: number; files: readonly File[] };

export const createRequest = async ({ title, remark, categoryId, files }: TNewRequest): Promise<TResult<TServiceRequest>> => {
  const json = { serviceRequestTitle: title, serviceCategoryId: categoryId, serviceActions: [{ serviceRemark: remark }] };
  const reply = await postForm(`${BASE}/createservicerequest`, jsonForm(json, files, "serviceActionFileNames"));
  const request = reply.ok && isRecord(reply.data) ? toRequest(reply.data.serviceReq) : null;
  return request ? success(request) : failure(reply, "The request could not be raised.");
};

export type TReply = { requestId: number; remark: string; files: readonly File[] };

export const sendReply = async ({ requestId, remark, files }: TReply): Promise<TResult<TServiceAction>> => {
  const json = { serviceRequestId: requestId, serviceRemark: remark };
  const reply = await postForm(`${BASE}/createnewserviceaction`, jsonForm(json, files, "files"));
  const action = reply.ok && isRecord(reply.data) ? toAction(reply.data.serviceAction) : null;
  return action ? success(action) : failure(reply, "The reply could not be sent.");
};

export type TStatusChange = { requestId: number; status: TStatus; statusRemark: string; duplicateOf?: string };

export const changeStatus = async ({
  requestId,
  status,
  statusRemark,
  duplicateOf,
}: TStatusChange): Promise<TResult<TServiceRequest>> => {
  const json = {
    serviceRequestId: requestId,
    serviceRequestStatus: status,
    statusRemark,
    ...(status === 10 ? { duplicateOf } : {}),
  };
  const reply = await postForm(`${BASE}/createservicerequestremark`, jsonForm(json));
  const request = reply.ok && isRecord(reply.data) ? toRequest(reply.data.serviceRequestRemark) : null;
  return request ? success(request) : failure(reply, "The status could not be changed.");
};
