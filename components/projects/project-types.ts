// What the project screens read from /api/projects (docs/api/projects.md), as the browser sees it.

export type TElementKind =
  | "SECTION"
  | "SHORT_TEXT"
  | "LONG_TEXT"
  | "NUMBER"
  | "AMOUNT"
  | "DATE"
  | "SINGLE_SELECT"
  | "MULTI_SELECT"
  | "YES_NO"
  | "FILE"
  | "PHOTO_SET"
  | "COST_TABLE"
  | "VENDOR_LIST"
  | "OTP_SIGNATURE";

export type TElementView = {
  id: number;
  stageId: number;
  parentId: number | null;
  kind: TElementKind;
  label: string;
  helpText: string;
  required: boolean;
  position: number;
  config: Record<string, unknown>;
  templateFileName: string | null;
  depth: number;
};

export type TStageSummary = {
  id: number;
  packStageId: number;
  name: string;
  filledBy: "TABLE" | "AREA_CHAIRMAN" | "NATIONAL" | "TRUST";
  position: number;
  state: "OPEN" | "SUBMITTED" | "APPROVED";
  submittedAt: string | null;
};

export type TApplicationView = {
  id: number;
  applicationNo: string;
  year: number;
  yearString: string;
  packId: number;
  packName: string;
  tableNo: number | null;
  circleNo: number | null;
  areaNo: number;
  title: string;
  state: string;
  stateLabel: string;
  stateChangedAt: string;
  /** On whom it waits since stateChangedAt; null once it is over. */
  waitingOn: string | null;
  /** National review time so far (ms), query time not counted. */
  reviewMs: number;
  createdAt: string;
  /** The trust's payments on it so far: a paid grant is not closed or withdrawn. */
  paymentCount: number;
  stages: TStageSummary[];
};

export type TQueryFileView = { id: number; side: "QUESTION" | "REPLY"; name: string; url: string };

/** A query of the national review (createprojectquery / rplyprojectquery / updateprojectquery). */
export type TQueryView = {
  id: number;
  applicationId: number;
  applicationNo: string;
  title: string;
  tableNo: number | null;
  circleNo: number | null;
  applicationState: string;
  state: "OPEN" | "ANSWERED" | "CLOSED";
  question: string;
  raisedBy: string;
  raisedAt: string;
  reply: string | null;
  repliedBy: string | null;
  repliedAt: string | null;
  closeRemark: string;
  closedBy: string | null;
  closedAt: string | null;
  files: TQueryFileView[];
};

export type TFileView = {
  id: number;
  elementId: number;
  storedName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  url: string;
};
export type TCostView = {
  id: number;
  key: string;
  elementId: number;
  description: string;
  quantity: number;
  unitCostPaise: number;
  position: number;
  linePaise: number;
};
export type TVendorView = { id: number; elementId: number; vendorName: string; quotePaise: number; files: TFileView[] };

export type TStageView = {
  application: TApplicationView;
  stage: {
    id: number;
    packStageId: number;
    state: string;
    submittedAt: string | null;
    canEdit: boolean;
    /** Counts the saves of the stage's form: autosave names it, so a save from a page that missed one is refused. */
    revision: number;
  };
  stageElements: TElementView[];
  answers: Record<string, { value: unknown; revision: number }>;
  files: TFileView[];
  costs: TCostView[];
  costTotals: Record<string, number>;
  vendors: TVendorView[];
  signatures: { elementId: number; signerName: string; signedAt: string }[];
  /** Guidelines and sample forms the foundation attached to this stage's elements. */
  elementDocuments: { sedid: number; elementId: number; originalName: string; url: string }[];
};

export type TPackView = {
  id: number;
  name: string;
  year: number;
  yearString: string;
  description: string;
  kind: "TABLE" | "CIRCLE" | "BOTH";
  isActive: boolean;
  version: number;
  previousVersionId: number | null;
  stageCount: number;
  applicationCount: number;
  /** The version of the pack this view shows; a save names it, so a stale one is refused. */
  updatedAt: string | null;
};

export const FILLED_BY_LABELS: Record<TStageSummary["filledBy"], string> = {
  TABLE: "The table or circle",
  AREA_CHAIRMAN: "The area chairman",
  NATIONAL: "The national team",
  TRUST: "The trust",
};
