// Browser calls of the members' dashboard: GET /api/auth/dashboard (what else waits for the
// member, their table or circle) and getdashboardprojectdata (the projects in figures).
import { failure, success, type TResult } from "@/components/shared/post-form";
import { isRecord, requestJson } from "@/components/shared/request-json";
import type { TDashboard, TDashboardProjectData } from "@/lib/dashboard/dashboard";

export const fetchDashboard = async (signal?: AbortSignal): Promise<TResult<TDashboard>> => {
  const reply = await requestJson("/api/auth/dashboard", { signal });
  return reply.ok && isRecord(reply.data) && Array.isArray(reply.data.waiting)
    ? success(reply.data as unknown as TDashboard)
    : failure(reply, "Your dashboard could not be loaded.");
};

export const fetchDashboardProjectData = async (signal?: AbortSignal): Promise<TResult<TDashboardProjectData>> => {
  const reply = await requestJson("/api/auth/getdashboardprojectdata", { signal });
  return reply.ok && isRecord(reply.data) && isRecord(reply.data.federation)
    ? success(reply.data as unknown as TDashboardProjectData)
    : failure(reply, "The projects in figures could not be loaded.");
};
