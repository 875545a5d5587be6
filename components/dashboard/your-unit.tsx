// The dashboard's part about the member's own table or circle: its area, charter, members and
// project applications, counts grouped the Indian way.
import { formatCount } from "@/lib/format-count";
import { istDay } from "@/lib/india-time";
import { Alert } from "@/components/ui/alert";
import type { TDashboardUnit } from "@/lib/dashboard/dashboard";

export const YourUnit = ({ unit, unitName }: { unit: TDashboardUnit; unitName: string }) => (
  <section aria-labelledby="your-unit" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
    <h2 id="your-unit" className="text-lg font-semibold text-slate-900">
      Your {unit.kind}: {unitName}
    </h2>
    {unit.decharteredOn !== null && (
      <Alert tone="warning">
        De-chartered{unit.decharteredOn ? ` on ${istDay(unit.decharteredOn)}` : ""}: its records stay, read-only.
      </Alert>
    )}
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      {[
        ["Area", `${unit.areaNo}, ${unit.areaName}`],
        ["Chartered", unit.charteredOn ? istDay(unit.charteredOn) : "—"],
        ["Active members", formatCount(unit.activeMembers)],
        [
          "Applications in progress / completed",
          `${formatCount(unit.applications.inProgress)} / ${formatCount(unit.applications.completed)}`,
        ],
      ].map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-600">{term}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  </section>
);
