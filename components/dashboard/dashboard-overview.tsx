"use client";

// The members' dashboard beyond the grant steps (GET /api/auth/dashboard and
// getdashboardprojectdata): what else waits for the member, with counts and links (sign-ups, age
// proofs, open service requests), the state of their own table or circle, and the projects in
// figures for their unit and the federation. The figures load apart: when they fail, their section
// says so and offers Retry, and the rest of the dashboard stays.
import Link from "next/link";
import { formatCount } from "@/lib/format-count";
import { useLoad } from "@/components/shared/use-load";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { TableScroll } from "@/components/ui/table-scroll";
import type { TDashboardFigures, TDashboardProjectData } from "@/lib/dashboard/dashboard";
import { fetchDashboard, fetchDashboardProjectData } from "./dashboard-api";
import { YourUnit } from "./your-unit";

const count = (figures: TDashboardFigures, state?: string) =>
  state ? (figures.applicationsByState[state] ?? 0) : Object.values(figures.applicationsByState).reduce((a, b) => a + b, 0);

const FiguresRow = ({ title, figures }: { title: string; figures: TDashboardFigures }) => (
  <tr className="border-t border-slate-100">
    <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
      {title}
    </th>
    <td className="py-2 pr-3 text-right tabular-nums">{formatCount(count(figures))}</td>
    <td className="py-2 pr-3 text-right tabular-nums">{formatCount(count(figures, "COMPLETED"))}</td>
    <td className="py-2 pr-3 text-right tabular-nums">{figures.sanctioned.text}</td>
    <td className="py-2 text-right tabular-nums">{figures.paid.text}</td>
  </tr>
);

const FiguresTable = ({ projects, unitName }: { projects: TDashboardProjectData; unitName: string | null }) => (
  <TableScroll
    label="Project applications, completed projects, grants sanctioned and paid"
    className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
  >
    <table className="w-full text-sm">
      <caption className="sr-only">Project applications, completed projects, grants sanctioned and paid</caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 pr-3 text-left font-medium">
            <span className="sr-only">Whose</span>
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            Applications
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            Completed
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            Sanctioned
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Paid
          </th>
        </tr>
      </thead>
      <tbody>
        {projects.unit && unitName && <FiguresRow title={unitName} figures={projects.unit} />}
        <FiguresRow title="The federation" figures={projects.federation} />
      </tbody>
    </table>
  </TableScroll>
);

type TFiguresLoad = ReturnType<typeof useLoad<TDashboardProjectData>>;

/** The projects in figures: loaded beside the member's own part, failing (and retried) on its own. */
const ProjectsInFigures = ({ figures, unitName }: { figures: TFiguresLoad; unitName: string | null }) => (
  <section aria-labelledby="projects-in-figures" className="space-y-2">
    <h2 id="projects-in-figures" className="text-lg font-semibold text-slate-900">
      Projects in figures
    </h2>
    {figures.loading ? (
      <Skeleton label="Loading the projects in figures" lines={2} />
    ) : !figures.value ? (
      <LoadError title="The projects in figures could not be loaded." message={figures.error} onRetry={figures.retry} />
    ) : (
      <FiguresTable projects={figures.value} unitName={unitName} />
    )}
  </section>
);

export const DashboardOverview = () => {
  const { loading, value: dashboard, error, retry } = useLoad("dashboard", fetchDashboard);
  const figures = useLoad("dashboard-figures", fetchDashboardProjectData);

  if (loading) return <Skeleton label="Loading your dashboard" lines={3} />;
  if (!dashboard) return <LoadError title="Your dashboard could not be loaded." message={error} onRetry={retry} />;
  const unit = dashboard.unit;
  const unitName = unit ? `${unit.kind === "table" ? "Table" : "Circle"} ${unit.no}, ${unit.name}` : null;
  return (
    <div className="space-y-8">
      {dashboard.waiting.length > 0 && (
        <section aria-labelledby="also-waiting" className="space-y-3">
          <h2 id="also-waiting" className="text-lg font-semibold text-slate-900">
            Also waiting for you
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {dashboard.waiting.map((item) => (
              <li key={item.kind}>
                <Link
                  href={item.href}
                  className="flex items-baseline justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <span className="font-medium text-brand-800 underline">{item.label}</span>
                  <span className="text-2xl font-semibold text-slate-900 tabular-nums">{formatCount(item.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {unit && unitName && <YourUnit unit={unit} unitName={unitName} />}
      <ProjectsInFigures figures={figures} unitName={unitName} />
    </div>
  );
};
