// @database-independent
// The dashboard's own-unit part writes every count with Indian grouping, the applications too.
import { renderToStaticMarkup } from "react-dom/server";
import { YourUnit } from "@/components/dashboard/your-unit";
import type { TDashboardUnit } from "@/lib/dashboard/dashboard";

const unit: TDashboardUnit = {
  kind: "table",
  no: 7,
  name: "Madras Round Table",
  areaNo: 2,
  areaName: "Area 2",
  charteredOn: "1990-04-01",
  decharteredOn: null,
  activeMembers: 1500,
  applications: { inProgress: 1200, completed: 123456 },
};

describe("YourUnit", () => {
  it("groups the members and the applications in progress and completed the Indian way", () => {
    const markup = renderToStaticMarkup(<YourUnit unit={unit} unitName="Table 7, Madras Round Table" />);
    expect(markup).toContain('<dd class="font-medium text-slate-900">1,500</dd>');
    expect(markup).toContain('<dd class="font-medium text-slate-900">1,200 / 1,23,456</dd>');
  });
});
