// Replies of the helpdesk API turned into the screen's types; anything malformed is dropped, not trusted.
import { isRecord } from "@/components/shared/request-json";
import {
  isStatus,
  ZERO_COUNTS,
  type TCategory,
  type TCounts,
  type TPerson,
  type TServiceAction,
  type TServiceRequest,
  type TServiceRequestSummary,
  type TTicketRef,
} from "./service-request-types";

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

const int = (value: unknown): number | null => {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
};

const isoDate = (value: unknown): string | null => {
  const raw = text(value);
  return raw !== null && !Number.isNaN(Date.parse(raw)) ? raw : null;
};

const status = (value: unknown) => {
  const code = int(value);
  return isStatus(code) ? code : null;
};

export const toPerson = (value: unknown): TPerson | null => {
  if (!isRecord(value)) return null;
  const fullName = text(value.fullName);
  if (fullName === null) return null;
  return { memberId: int(value.memberId), title: text(value.title), fullName, rtTableNo: int(value.rtTableNo ?? value.tableNo) };
};

const toTicketRef = (value: unknown): TTicketRef | null => {
  if (!isRecord(value)) return null;
  const id = int(value.serviceRequestId);
  const ticket = text(value.serviceTicketNumber);
  return id !== null && ticket !== null ? { serviceRequestId: id, serviceTicketNumber: ticket } : null;
};

const fileNameList = (value: unknown): string[] =>
  typeof value === "string"
    ? value
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean)
    : [];

export const toAction = (value: unknown): TServiceAction | null => {
  if (!isRecord(value)) return null;
  const id = int(value.serviceActionId);
  const updatedOn = isoDate(value.updatedOn);
  if (id === null || updatedOn === null) return null;
  return {
    serviceActionId: id,
    serviceRequestId: int(value.serviceRequestId) ?? 0,
    serviceRemark: typeof value.serviceRemark === "string" ? value.serviceRemark : "",
    fileNames: fileNameList(value.serviceActionFileNames),
    actionStatus: status(value.actionStatus),
    updatedOn,
    updatedByDetails: toPerson(value.updatedByDetails),
  };
};

export const toSummary = (value: unknown): TServiceRequestSummary | null => {
  if (!isRecord(value)) return null;
  const id = int(value.serviceRequestId);
  const ticket = text(value.serviceTicketNumber);
  const code = status(value.serviceRequestStatus);
  if (id === null || ticket === null || code === null) return null;
  const createdOn = isoDate(value.createdOn);
  return {
    serviceRequestId: id,
    serviceTicketNumber: ticket,
    serviceRequestTitle: typeof value.serviceRequestTitle === "string" ? value.serviceRequestTitle : "",
    serviceCategoryId: int(value.serviceCategoryId) ?? 0,
    category: text(value.category) ?? "",
    serviceRequestStatus: code,
    statusRemark: text(value.statusRemark),
    createdOn,
    updatedOn: isoDate(value.updatedOn) ?? createdOn ?? new Date(0).toISOString(),
    requestedBy: toPerson(value.requestedBy),
    actionCount: int(value.actionCount),
    lastActionOn: isoDate(value.lastActionOn),
  };
};

const list = <T>(value: unknown, parse: (item: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.map(parse).filter((item): item is T => item !== null) : [];

export const toRequest = (value: unknown): TServiceRequest | null => {
  const summary = toSummary(value);
  if (!summary || !isRecord(value)) return null;
  const actions = list(value.serviceActions, toAction);
  return {
    ...summary,
    actionCount: summary.actionCount ?? actions.length,
    duplicateOf: toTicketRef(value.duplicateOf),
    duplicates: list(value.duplicates, toTicketRef),
    serviceActions: actions,
  };
};

/** The list row of a full request (after create or a status change). */
export const toSummaryOf = (request: TServiceRequest): TServiceRequestSummary => ({
  serviceRequestId: request.serviceRequestId,
  serviceTicketNumber: request.serviceTicketNumber,
  serviceRequestTitle: request.serviceRequestTitle,
  serviceCategoryId: request.serviceCategoryId,
  category: request.category,
  serviceRequestStatus: request.serviceRequestStatus,
  statusRemark: request.statusRemark,
  createdOn: request.createdOn,
  updatedOn: request.updatedOn,
  requestedBy: request.requestedBy,
  actionCount: request.serviceActions.length,
  lastActionOn: request.serviceActions[0]?.updatedOn ?? null,
});

export const toSummaries = (value: unknown) => list(value, toSummary);

export const toCounts = (value: unknown): TCounts | null => {
  if (!isRecord(value)) return null;
  const counts = { ...ZERO_COUNTS };
  for (const key of Object.keys(counts)) {
    const code = Number(key) as keyof TCounts;
    counts[code] = Math.max(0, int(value[key]) ?? 0);
  }
  return counts;
};

export const toCategories = (value: unknown): TCategory[] =>
  list(value, (item) => {
    if (!isRecord(item)) return null;
    const id = int(item.serviceCategoryId);
    const name = text(item.categoryShortName);
    return id !== null && name !== null ? { serviceCategoryId: id, categoryShortName: name } : null;
  });
