// A circulation as the trust panel shows it: who circulated it and when, its rule and outcome, the
// trustees' votes, and (while open) whether the rule is met.
import { istDay } from "@/lib/india-time";
import { Alert } from "@/components/ui/alert";
import type { TCirculationView } from "./trust-api";

const VOTE_TEXT = { APPROVE: "Approved", OBJECT: "Objected" } as const;
const OUTCOME_TEXT = {
  APPROVED: "Approved by the rule",
  SPECIAL_CASE: "Approved as a special case",
  REJECTED: "Rejected",
} as const;

const VotesTable = ({ circulation }: { circulation: TCirculationView }) => (
  <table className="w-full text-left text-sm">
    <caption className="sr-only">The trustees&rsquo; votes</caption>
    <thead>
      <tr className="border-b border-slate-300 text-slate-600">
        <th scope="col" className="py-1 pr-2 font-medium">
          Trustee
        </th>
        <th scope="col" className="py-1 pr-2 font-medium">
          Vote
        </th>
        <th scope="col" className="py-1 pr-2 font-medium">
          Remark
        </th>
        <th scope="col" className="py-1 font-medium">
          On
        </th>
      </tr>
    </thead>
    <tbody>
      {circulation.trustees.map((row) => (
        <tr key={row.trusteeId} className="border-b border-slate-100">
          <td className="py-1 pr-2">{row.fullName}</td>
          <td className={row.vote === "OBJECT" ? "py-1 pr-2 font-medium text-red-700" : "py-1 pr-2"}>
            {row.vote ? VOTE_TEXT[row.vote] : "Not voted yet"}
          </td>
          <td className="py-1 pr-2 whitespace-pre-line">{row.remark || "—"}</td>
          <td className="py-1">{row.votedAt ? istDay(row.votedAt) : "—"}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

export const CirculationSummary = ({ circulation }: { circulation: TCirculationView }) => {
  const open = circulation.closedAt === null;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        Circulated by {circulation.startedBy} on {istDay(circulation.startedAt)} · rule:{" "}
        {circulation.rule === "ALL" ? "every trustee approves" : "more than half approve"}, no objection
        {circulation.outcome && ` · ${OUTCOME_TEXT[circulation.outcome]}`}
      </p>
      <VotesTable circulation={circulation} />
      {circulation.outcome === "SPECIAL_CASE" && (
        <p className="text-sm text-slate-700">Reason for the special case: {circulation.specialReason}</p>
      )}
      {open && (
        <Alert tone={circulation.ruleStatus.status === "BLOCKED" ? "warning" : "info"}>{circulation.ruleStatus.message}</Alert>
      )}
    </div>
  );
};
