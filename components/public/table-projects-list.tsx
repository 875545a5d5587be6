// Tables' projects on the public site (projects/tableprojects): cards with year, unit, category,
// what it cost and when, or an empty state. A legacy record of neither a table nor a circle is
// published content too: its card names no unit.
import { EmptyState } from "@/components/ui/empty-state";
import { formatPaise } from "@/lib/projects/element-values";
import type { TTableProjectReply } from "@/lib/projects/table-projects";
import { istShortDateText } from "@/lib/india-time";

/** The unit's name, or null for a legacy record of neither a table nor a circle (shown without one). */
const unitOf = ({ tableNo, circleNo }: TTableProjectReply) =>
  tableNo !== null ? `Table ${tableNo}` : circleNo !== null ? `Circle ${circleNo}` : null;

export const TableProjectsList = ({ projects }: { projects: TTableProjectReply[] }) => {
  if (projects.length === 0)
    return <EmptyState title="No projects found" description="Try other words, or another year or area." icon="folder" />;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {projects.map((project) => (
        <li key={project.id} className="rounded-lg border border-slate-200 bg-white p-5">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {[project.yearString, unitOf(project), `Area ${project.areaNo}`, project.category].filter(Boolean).join(" · ")}
          </p>
          <h2 className="mt-1 text-lg font-semibold text-slate-900">{project.title}</h2>
          {project.description && <p className="mt-2 text-sm text-slate-700">{project.description}</p>}
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
            {project.costPaise !== null && (
              <div>
                <dt className="inline">Cost: </dt>
                <dd className="inline">{formatPaise(project.costPaise)}</dd>
              </div>
            )}
            {project.beneficiaries !== null && (
              <div>
                <dt className="inline">Beneficiaries: </dt>
                <dd className="inline">{new Intl.NumberFormat("en-IN").format(project.beneficiaries)}</dd>
              </div>
            )}
            {project.completedOn && (
              <div>
                <dt className="inline">Completed: </dt>
                <dd className="inline">{istShortDateText(project.completedOn)}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
};
