// Browser calls of the members' dashboard: GET /api/auth/dashboard (what else waits for the
// member, their table or circle), getdashboardprojectdata (the projects in figures) and
// getdashboardprintpreviews (a page of their unit's print previews).
import { readReply, type TResult } from "@/components/shared/post-form";
import { isRecord, requestJson } from "@/components/shared/request-json";
import type { TDashboard, TDashboardProjectData } from "@/lib/dashboard/dashboard";
import type { TDashboardPrintPreviews } from "@/lib/dashboard/print-previews";

export const fetchDashboard = async (signal?: AbortSignal): Promise<TResult<TDashboard>> => {
  const reply = await requestJson("/api/auth/dashboard", { signal });
  return readReply(reply, (data) => (Array.isArray(data.waiting) ? data : null), "Your dashboard could not be loaded.");
};

export const fetchDashboardProjectData = async (signal?: AbortSignal): Promise<TResult<TDashboardProjectData>> => {
  const reply = await requestJson("/api/auth/getdashboardprojectdata", { signal });
  return readReply(reply, (data) => (isRecord(data.federation) ? data : null), "The projects in figures could not be loaded.");
};

export const fetchDashboardPrintPreviews = async (
  startrecord: number,
  takerecord: number,
  signal?: AbortSignal,
): Promise<TResult<TDashboardPrintPreviews>> => {
  const reply = await requestJson(`/api/auth/getdashboardprintpreviews?startrecord=${startrecord}&takerecord=${takerecord}`, {
    signal,
  });
  return readReply(
    reply,
    (data) => (Array.isArray(data.applications) ? data : null),
    "Your unit's applications could not be loaded.",
  );
};
