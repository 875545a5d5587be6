// Browser calls of the members' dashboard: GET /api/auth/dashboard (what else waits for the
// member, their table or circle) and getdashboardprojectdata (the projects in figures).
import { readReply, type TResult } from "@/components/shared/post-form";
import { isRecord, requestJson } from "@/components/shared/request-json";
import type { TDashboard, TDashboardProjectData } from "@/lib/dashboard/dashboard";

export const fetchDashboard = async (signal?: AbortSignal): Promise<TResult<TDashboard>> => {
  const reply = await requestJson("/api/auth/dashboard", { signal });
  return readReply(reply, (data) => (Array.isArray(data.waiting) ? data : null), "Your dashboard could not be loaded.");
};

export const fetchDashboardProjectData = async (signal?: AbortSignal): Promise<TResult<TDashboardProjectData>> => {
  const reply = await requestJson("/api/auth/getdashboardprojectdata", { signal });
  return readReply(reply, (data) => (isRecord(data.federation) ? data : null), "The projects in figures could not be loaded.");
};
