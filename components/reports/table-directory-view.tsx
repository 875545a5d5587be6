// The directory of tables laid out for A4 (reports/directory): the foundation's heading, then per
// area each table's entry, never cut across two pages. No hooks: it renders on the server for the
// page and for the PDF alike. The print rules are inline so the page prints the same without the
// site's stylesheet.
import { formatCount } from "@/lib/format-count";
import { formatPhone } from "@/lib/members/profile-fields";
import type { TTableDirectory } from "@/lib/reports/table-directory";

const PRINT_CSS = `
@page { size: A4; }
@media print {
  .directory-entry { break-inside: avoid; page-break-inside: avoid; }
  .directory-area > h2 { break-after: avoid; page-break-after: avoid; }
  /* The page's Download PDF toolbar (print:hidden), hidden even without the site's stylesheet. */
  .directory-toolbar { display: none !important; }
}
`;

type TEntry = TTableDirectory["areas"][number]["tables"][number];

const Field = ({ label, value }: { label: string; value: string | null }) => (
  <div className="flex gap-1">
    <dt className="font-semibold">{label}:</dt>
    <dd>{value ?? "-"}</dd>
  </div>
);

const DirectoryEntry = ({ entry }: { entry: TEntry }) => (
  <article
    className="directory-entry rounded border border-slate-300 p-3 text-[10pt]"
    style={{ breakInside: "avoid" }}
    aria-labelledby={`table-${entry.tableNo}`}
  >
    <h3 id={`table-${entry.tableNo}`} className="text-base font-semibold text-brand-800">
      {entry.name} (Table {entry.tableNo}){entry.isDecharted ? " - de-chartered" : ""}
    </h3>
    <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5">
      <Field label="Area" value={`${entry.areaNo} - ${entry.areaName}`} />
      <Field label="Chartered on" value={entry.charterDate} />
      <Field label="City" value={entry.city} />
      <Field label="Meeting place" value={entry.meetingPlace} />
    </dl>
    {entry.officeBearers.length === 0 ? (
      <p className="mt-2 text-slate-600">No office bearers posted for this year.</p>
    ) : (
      <table className="mt-2 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col" className="pr-2">
              Office
            </th>
            <th scope="col" className="pr-2">
              Name
            </th>
            <th scope="col" className="pr-2">
              E-mail
            </th>
            <th scope="col">Phone</th>
          </tr>
        </thead>
        <tbody>
          {entry.officeBearers.map((bearer) => (
            <tr key={`${bearer.memberId}-${bearer.role}`} className="border-b border-slate-200">
              <td className="pr-2">{bearer.role}</td>
              <td className="pr-2">{bearer.name}</td>
              <td className="pr-2 break-all">{bearer.email ?? "-"}</td>
              <td>{formatPhone(bearer.phone) || "-"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
  </article>
);

export const TableDirectoryView = ({ directory, foundation }: { directory: TTableDirectory; foundation: string }) => (
  <div className="space-y-4 bg-white text-slate-900">
    <style>{PRINT_CSS}</style>
    <header className="border-b-2 border-brand-800 pb-2 text-center">
      <p className="text-xl font-semibold tracking-wide text-brand-800 uppercase">{foundation}</p>
      <h1 className="text-lg font-semibold">
        {directory.title}, {directory.yearLabel}
      </h1>
      <p className="text-sm text-slate-700">
        {formatCount(directory.tableCount)} {directory.tableCount === 1 ? "table" : "tables"}; office bearers of the federation
        year {directory.yearLabel}
      </p>
    </header>
    {directory.areas.length === 0 && <p>No tables.</p>}
    {directory.areas.map((area) => (
      <section key={area.areaNo} className="directory-area space-y-3" aria-labelledby={`area-${area.areaNo}`}>
        <h2 id={`area-${area.areaNo}`} className="border-b border-slate-300 text-base font-semibold">
          Area {area.areaNo}: {area.areaName}
        </h2>
        {area.tables.map((entry) => (
          <DirectoryEntry key={entry.tableNo} entry={entry} />
        ))}
      </section>
    ))}
    <footer className="border-t border-slate-300 pt-2 text-center text-xs text-slate-600">
      {foundation}: directory of tables for members only. Please do not share contact details outside the federation.
    </footer>
  </div>
);
