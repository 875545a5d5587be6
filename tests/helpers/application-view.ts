// An application as the lists' UI tests load it: table 3's "Well <id>", under review, unless `more` says otherwise.
import type { TApplicationView } from "@/components/projects/project-types";

export const applicationView = (id: number, more: Partial<TApplicationView> = {}): TApplicationView => ({
  id,
  applicationNo: `TPA-2026-${id}`,
  year: 2026,
  yearString: "2026-27",
  packId: 1,
  packName: "Water",
  tableNo: 3,
  circleNo: null,
  areaNo: 2,
  title: `Well ${id}`,
  state: "UNDER_REVIEW",
  stateLabel: "Under review",
  stateChangedAt: "2026-05-01T06:00:00.000Z",
  waitingOn: "National team",
  reviewMs: 36 * 60 * 60 * 1000,
  createdAt: "2026-04-01T06:00:00.000Z",
  paymentCount: 0,
  stages: [],
  ...more,
});
