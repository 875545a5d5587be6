// When a circulation among the trustees counts as the trust's approval. The rule in force is read
// from TRUST_APPROVAL_RULE (lib/env.ts: ALL or MAJORITY in any case, else the server refuses to
// start) when a circulation starts and kept on its row, so a later change of the setting never
// changes the outcome of a circulation already under way.
//   ALL (default): every trustee of the circulation approved, and nobody objected;
//   MAJORITY: more than half of them approved, and nobody objected.
// An objection blocks under both rules: the trust office then rejects, or the secretary approves
// it as a special case with the reason recorded.
import { z } from "zod";

export const APPROVAL_RULES = ["ALL", "MAJORITY"] as const;
export type TApprovalRule = (typeof APPROVAL_RULES)[number];

export const ZApprovalRule = z.enum(APPROVAL_RULES);

/** A rule as stored on a circulation row (an unknown one read as ALL, the stricter). */
export const ruleOf = (stored: string): TApprovalRule => {
  const parsed = ZApprovalRule.safeParse(stored);
  return parsed.success ? parsed.data : "ALL";
};

export type TTrusteeVote = { trusteeId: number; name: string; vote: "APPROVE" | "OBJECT" | null };

export type TRuleOutcome =
  | { status: "APPROVED"; approvals: number; needed: number }
  | { status: "PENDING"; approvals: number; needed: number; notVoted: string[] }
  | { status: "BLOCKED"; approvals: number; needed: number; objectedBy: string[] };

/** How many approvals the rule needs out of `trustees` (at least one). */
export const approvalsNeeded = (rule: TApprovalRule, trustees: number) =>
  Math.max(1, rule === "ALL" ? trustees : Math.floor(trustees / 2) + 1);

/** What the rule says of the votes so far. */
export const evaluateRule = (rule: TApprovalRule, votes: readonly TTrusteeVote[]): TRuleOutcome => {
  const approvals = votes.filter((row) => row.vote === "APPROVE").length;
  const needed = approvalsNeeded(rule, votes.length);
  const objectedBy = votes.filter((row) => row.vote === "OBJECT").map((row) => row.name);
  if (objectedBy.length > 0) return { status: "BLOCKED", approvals, needed, objectedBy };
  if (approvals >= needed && votes.length > 0) return { status: "APPROVED", approvals, needed };
  return { status: "PENDING", approvals, needed, notVoted: votes.filter((row) => row.vote === null).map((row) => row.name) };
};

const names = (list: readonly string[]) =>
  list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;

/** The outcome in a sentence, for replies and the trust office's screen. */
export const describeOutcome = (rule: TApprovalRule, outcome: TRuleOutcome): string => {
  const ruleText = rule === "ALL" ? "every trustee's approval" : "the approval of more than half of the trustees";
  if (outcome.status === "APPROVED") return `The rule is met: ${outcome.approvals} of ${outcome.needed} approvals needed.`;
  if (outcome.status === "BLOCKED")
    return `${names(outcome.objectedBy)} objected: the rule (${ruleText}, no objection) cannot be met.`;
  return (
    `The rule (${ruleText}, no objection) is not met yet: ${outcome.approvals} of ${outcome.needed} approvals needed` +
    (outcome.notVoted.length > 0
      ? `; ${names(outcome.notVoted)} ${outcome.notVoted.length === 1 ? "has" : "have"} not voted.`
      : ".")
  );
};
