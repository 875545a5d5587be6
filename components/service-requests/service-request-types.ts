// The helpdesk's shapes as the screens use them (docs/api/service-requests.md), and the status codes.

/** 1 Open, 0 Closed, 2 Resolved, 10 Duplicate (docs/decisions.md). */
export type TStatus = 0 | 1 | 2 | 10;

export const STATUS_OPEN = 1 satisfies TStatus;

/** The tabs, in screen order. */
export const STATUS_TABS: readonly { status: TStatus; label: string; empty: string }[] = [
  { status: 1, label: "Open", empty: "No open requests." },
  { status: 0, label: "Closed", empty: "No closed requests." },
  { status: 2, label: "Resolved", empty: "No resolved requests." },
  { status: 10, label: "Duplicate", empty: "No duplicate requests." },
];

export const STATUS_LABELS: Record<TStatus, string> = { 1: "Open", 0: "Closed", 2: "Resolved", 10: "Duplicate" };

/** The order of the status select (SPEC.md section 2). */
export const STATUS_CHOICES: readonly TStatus[] = [1, 0, 10, 2];

export const isStatus = (value: unknown): value is TStatus => value === 0 || value === 1 || value === 2 || value === 10;

/** own: the caller's requests; admin: requests in the categories they administer; all: Admin. */
export type TView = "own" | "admin" | "all";

export type TCounts = Record<TStatus, number>;

export const ZERO_COUNTS: TCounts = { 1: 0, 0: 0, 2: 0, 10: 0 };

/** memberId: sent by the API beyond the contract; null when absent. */
export type TPerson = { memberId: number | null; title: string | null; fullName: string; rtTableNo: number | null };

export type TTicketRef = { serviceRequestId: number; serviceTicketNumber: string };

export type TServiceAction = {
  serviceActionId: number;
  serviceRequestId: number;
  serviceRemark: string;
  /** Stored names, from the comma-separated serviceActionFileNames. */
  fileNames: string[];
  /** The status a status change set; null for replies. */
  actionStatus: TStatus | null;
  updatedOn: string;
  /** null: author unknown, shown as the service team. */
  updatedByDetails: TPerson | null;
};

/** A row of a paged list (no actions). */
export type TServiceRequestSummary = {
  serviceRequestId: number;
  serviceTicketNumber: string;
  serviceRequestTitle: string;
  serviceCategoryId: number;
  category: string;
  serviceRequestStatus: TStatus;
  statusRemark: string | null;
  createdOn: string | null;
  updatedOn: string;
  requestedBy: TPerson | null;
  actionCount: number | null;
  lastActionOn: string | null;
};

export type TServiceRequest = TServiceRequestSummary & {
  duplicateOf: TTicketRef | null;
  duplicates: TTicketRef[];
  /** Newest first. */
  serviceActions: TServiceAction[];
  /** From the reply's `permissions` when the API sends it (beyond the contract); else the screen decides by view. */
  canChangeStatus?: boolean;
};

export type TRequestPage = { items: TServiceRequestSummary[]; nextCursor: string | null; counts: TCounts | null };

export type TCategory = { serviceCategoryId: number; categoryShortName: string };

/** Upload limits of the server (lib/env.ts), handed to the forms by the page. */
export type TUploadLimits = { maxFiles: number; maxFileMb: number };
