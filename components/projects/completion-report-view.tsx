// The completion panel's read-only parts: a written report with its files and who approved it,
// and one approval's line.
import { istDay } from "@/lib/india-time";
import type { TCompletionView, TReportView } from "./completion-api";

export const ReportBlock = ({ title, report }: { title: string; report: TReportView | null }) => (
  <div className="space-y-1 text-sm">
    <h4 className="font-medium text-slate-900">{title}</h4>
    {report ? (
      <>
        <p className="whitespace-pre-wrap text-slate-800">{report.text}</p>
        {report.files.length > 0 && (
          <ul className="flex flex-wrap gap-3">
            {report.files.map((file, index) => (
              <li key={file.name}>
                <a className="text-brand-800 underline" href={file.url} target="_blank" rel="noreferrer">
                  File {index + 1}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="text-slate-600">
          By {report.author}, {istDay(report.updatedAt)}
          {report.approvedBy ? `; approved by ${report.approvedBy} on ${istDay(report.approvedAt!)}` : "; not approved yet"}.
        </p>
      </>
    ) : (
      <p className="text-slate-600">Not written yet.</p>
    )}
  </div>
);

export const Approval = ({ who, approval }: { who: string; approval: TCompletionView["nationalApproval"] }) => (
  <p className="text-sm text-slate-700">
    {who}: {approval ? `approved by ${approval.by} on ${istDay(approval.at)}` : "not approved yet"}
  </p>
);
