// The one place that says how a project application moves: for every action, the states it may
// start from, the state it leads to, the roles that may take it, and whether a remark is required.
// Issue 11 uses start, submit and recommend; issue 12 the national review, trust approval,
// sanction, payments and completion.
// Who the caller is relative to the application (their own table, their area) is checked by the
// domain functions (lib/projects/application-access.ts); this table only knows roles and states.
import { UNIT_APPLICANT_ROLES } from "../auth/route-roles";
import type { TRole } from "../auth/roles";
import { AppError } from "../http/errors";

export const APPLICATION_STATES = [
  "DRAFT",
  "SUBMITTED",
  "AREA_RECOMMENDED",
  "UNDER_REVIEW",
  "QUERY_RAISED",
  "ON_HOLD",
  "EDIT_ALLOWED",
  "NATIONAL_RECOMMENDED",
  "IN_CIRCULATION",
  "TRUST_APPROVED",
  "SANCTIONED",
  "IN_PROGRESS",
  "COMPLETION_SUBMITTED",
  "COMPLETED",
  "REJECTED",
  "CLOSED",
  "WITHDRAWN",
] as const;
export type TApplicationState = (typeof APPLICATION_STATES)[number];

/** The states of the process from `first` to COMPLETED, in order: the grant's screens show parts from a state on. */
export const statesFrom = (first: TApplicationState): TApplicationState[] =>
  APPLICATION_STATES.slice(APPLICATION_STATES.indexOf(first), APPLICATION_STATES.indexOf("COMPLETED") + 1);

/** States nothing leads out of. */
export const FINAL_STATES: readonly TApplicationState[] = ["COMPLETED", "REJECTED", "CLOSED", "WITHDRAWN"];

/** What the members' screens call each state. */
export const STATE_LABELS: Record<TApplicationState, string> = {
  DRAFT: "Draft",
  SUBMITTED: "Submitted, awaiting the area chairman",
  AREA_RECOMMENDED: "Recommended by the area chairman",
  UNDER_REVIEW: "Under national review",
  QUERY_RAISED: "Query raised, awaiting the table",
  ON_HOLD: "On hold for the admin",
  EDIT_ALLOWED: "Returned to the table for edits",
  NATIONAL_RECOMMENDED: "Recommended to the trust",
  IN_CIRCULATION: "In circulation among the trustees",
  TRUST_APPROVED: "Approved by the trust",
  SANCTIONED: "Sanctioned",
  IN_PROGRESS: "In progress (payments under way)",
  COMPLETION_SUBMITTED: "Completion pack submitted",
  COMPLETED: "Completed",
  REJECTED: "Rejected",
  CLOSED: "Closed",
  WITHDRAWN: "Withdrawn",
};

/** States in which the application waits on the national team: their time counts as review time. */
export const REVIEW_CLOCK_STATES: readonly TApplicationState[] = ["AREA_RECOMMENDED", "UNDER_REVIEW"];

/** On whom an application in each state waits (null: on nobody, it is over). */
export const WAITING_ON: Record<TApplicationState, string | null> = {
  DRAFT: "the table",
  SUBMITTED: "the area chairman",
  AREA_RECOMMENDED: "the national team",
  UNDER_REVIEW: "the national team",
  QUERY_RAISED: "the table (a query)",
  ON_HOLD: "the admin",
  EDIT_ALLOWED: "the table (edits)",
  NATIONAL_RECOMMENDED: "the trust office",
  IN_CIRCULATION: "the trustees",
  TRUST_APPROVED: "the trust office (sanction)",
  SANCTIONED: "the trust office (first payment)",
  IN_PROGRESS: "the table (the project)",
  COMPLETION_SUBMITTED: "the national team (completion)",
  COMPLETED: null,
  REJECTED: null,
  CLOSED: null,
  WITHDRAWN: null,
};

export const NATIONAL_REVIEW_ROLES = ["NPC", "Admin-Pom", "Admin"] as const satisfies readonly TRole[];
const TRUST_OFFICE_ROLES = ["RTIF-Secretary", "Admin"] as const satisfies readonly TRole[];

type TTransition = {
  from: readonly (TApplicationState | null)[];
  to: TApplicationState;
  roles: readonly TRole[];
  remarkRequired?: true;
};

const OPEN_FOR_REVIEW: TApplicationState[] = [
  "SUBMITTED",
  "AREA_RECOMMENDED",
  "UNDER_REVIEW",
  "QUERY_RAISED",
  "ON_HOLD",
  "EDIT_ALLOWED",
];
/**
 * Where the national team may close or withdraw an application: any state not final but
 * IN_PROGRESS, which only a payment leads to. Once the trust has paid anything the grant runs to its
 * completion; lib/projects/decisions.ts also refuses SANCTIONED or COMPLETION_SUBMITTED with payments.
 */
const CLOSABLE = APPLICATION_STATES.filter((state) => !FINAL_STATES.includes(state) && state !== "IN_PROGRESS");

export const TRANSITIONS = {
  /** A table or circle starts an application from an active pack. */
  start: { from: [null], to: "DRAFT", roles: UNIT_APPLICANT_ROLES },
  /** The table's stage, complete and signed by its chairman's OTP (again after edits were allowed). */
  submit: { from: ["DRAFT", "EDIT_ALLOWED"], to: "SUBMITTED", roles: UNIT_APPLICANT_ROLES },
  /** The area chairman's recommendation stage, signed by their OTP. */
  recommend: { from: ["SUBMITTED"], to: "AREA_RECOMMENDED", roles: ["AC"] },
  /** The table gives up an application the national team has not taken up yet. */
  withdraw: { from: ["DRAFT", "SUBMITTED"], to: "WITHDRAWN", roles: UNIT_APPLICANT_ROLES, remarkRequired: true },
  // --- National review (issue 12) ---
  startReview: { from: ["AREA_RECOMMENDED"], to: "UNDER_REVIEW", roles: NATIONAL_REVIEW_ROLES },
  raiseQuery: { from: ["UNDER_REVIEW"], to: "QUERY_RAISED", roles: NATIONAL_REVIEW_ROLES, remarkRequired: true },
  /** The table has answered the last open query. */
  answerQuery: { from: ["QUERY_RAISED"], to: "UNDER_REVIEW", roles: UNIT_APPLICANT_ROLES },
  /** The reviewer closes the last open query unanswered (asked by mistake, settled by phone). */
  withdrawQuery: { from: ["QUERY_RAISED"], to: "UNDER_REVIEW", roles: NATIONAL_REVIEW_ROLES, remarkRequired: true },
  hold: { from: ["UNDER_REVIEW"], to: "ON_HOLD", roles: NATIONAL_REVIEW_ROLES, remarkRequired: true },
  release: { from: ["ON_HOLD"], to: "UNDER_REVIEW", roles: ["Admin", "Admin-Pom"] },
  allowEdit: {
    from: ["AREA_RECOMMENDED", "UNDER_REVIEW"],
    to: "EDIT_ALLOWED",
    roles: NATIONAL_REVIEW_ROLES,
    remarkRequired: true,
  },
  reject: { from: OPEN_FOR_REVIEW, to: "REJECTED", roles: NATIONAL_REVIEW_ROLES, remarkRequired: true },
  recommendToTrust: { from: ["UNDER_REVIEW"], to: "NATIONAL_RECOMMENDED", roles: NATIONAL_REVIEW_ROLES },
  close: { from: CLOSABLE, to: "CLOSED", roles: ["NPC", "Admin-Pom"], remarkRequired: true },
  withdrawByNational: { from: CLOSABLE, to: "WITHDRAWN", roles: ["NPC", "Admin-Pom"], remarkRequired: true },
  // --- Trust approval, sanction, payments and completion (issue 12) ---
  /** The trust office takes the national team's final recommendation to the trustees (finalrecommendation…). */
  circulate: { from: ["NATIONAL_RECOMMENDED"], to: "IN_CIRCULATION", roles: TRUST_OFFICE_ROLES },
  /** The trust office sends the recommendation back to the national team (awaitfinalrecommendation). */
  returnToNational: { from: ["NATIONAL_RECOMMENDED"], to: "UNDER_REVIEW", roles: TRUST_OFFICE_ROLES, remarkRequired: true },
  /** The circulation's votes meet the approval rule (approvefinalrecommendation). */
  approveByTrust: { from: ["IN_CIRCULATION"], to: "TRUST_APPROVED", roles: TRUST_OFFICE_ROLES },
  /** The secretary closes the circulation as approved without the rule, with the reason recorded. */
  approveBySpecialCase: { from: ["IN_CIRCULATION"], to: "TRUST_APPROVED", roles: ["RTIF-Secretary"], remarkRequired: true },
  rejectByTrust: { from: ["IN_CIRCULATION"], to: "REJECTED", roles: TRUST_OFFICE_ROLES, remarkRequired: true },
  /** The sanction letter is sent (sendgrantsanction), after the grant approval is approved. */
  sanction: { from: ["TRUST_APPROVED"], to: "SANCTIONED", roles: TRUST_OFFICE_ROLES },
  firstPayment: { from: ["SANCTIONED"], to: "IN_PROGRESS", roles: TRUST_OFFICE_ROLES },
  /** The table's completion stage, complete and signed (submitcompletionreport). */
  submitCompletion: { from: ["SANCTIONED", "IN_PROGRESS"], to: "COMPLETION_SUBMITTED", roles: UNIT_APPLICANT_ROLES },
  /** The national team returns the completion to the table (updatetableprojectapplicationstageforapproval)... */
  returnCompletion: { from: ["COMPLETION_SUBMITTED"], to: "IN_PROGRESS", roles: NATIONAL_REVIEW_ROLES, remarkRequired: true },
  /** ...or, when nothing was paid yet (submitted straight from SANCTIONED), back to awaiting its first payment. */
  returnCompletionUnpaid: {
    from: ["COMPLETION_SUBMITTED"],
    to: "SANCTIONED",
    roles: NATIONAL_REVIEW_ROLES,
    remarkRequired: true,
  },
  /** The final payment, once the completion is approved and its pack passes its checks (or the Admin overrode them). */
  complete: { from: ["COMPLETION_SUBMITTED"], to: "COMPLETED", roles: TRUST_OFFICE_ROLES },
} as const satisfies Record<string, TTransition>;

export type TApplicationAction = keyof typeof TRANSITIONS;
export const APPLICATION_ACTIONS = Object.keys(TRANSITIONS) as TApplicationAction[];

/**
 * Steps of the national team that, on an application the area recommended, take it up for review
 * first: startReview, then the step, in one transaction (lib/projects/move-application.ts
 * takeUpForReview). Confirming elements and filling the national stage do the same.
 */
export const TAKES_UP_REVIEW: readonly TApplicationAction[] = ["raiseQuery", "hold", "recommendToTrust"];

/** Whether `action` may be taken from `state`, directly or once the application is taken up for review. */
export const actionStartsFrom = (action: TApplicationAction, state: TApplicationState) =>
  (TRANSITIONS[action].from as readonly (TApplicationState | null)[]).includes(state) ||
  (state === "AREA_RECOMMENDED" && TAKES_UP_REVIEW.includes(action));

export type TTransitionCheck =
  { ok: true; to: TApplicationState } | { ok: false; reason: "state" | "role" | "remark"; message: string };

/** Whether `roles` may take `action` on an application in state `from` (null: it does not exist yet). */
export const checkTransition = (
  action: TApplicationAction,
  from: TApplicationState | null,
  roles: readonly TRole[],
  remark = "",
): TTransitionCheck => {
  const transition: TTransition = TRANSITIONS[action];
  if (!transition.roles.some((role) => roles.includes(role))) {
    return { ok: false, reason: "role", message: "Your role cannot do this to an application" };
  }
  if (!transition.from.includes(from)) {
    const where = from === null ? "before it exists" : `while it is ${STATE_LABELS[from].toLowerCase()}`;
    return { ok: false, reason: "state", message: `This cannot be done to an application ${where}` };
  }
  if (transition.remarkRequired && remark.trim() === "") {
    return { ok: false, reason: "remark", message: "remark: a remark is required for this step" };
  }
  return { ok: true, to: transition.to };
};

/** checkTransition as the API answers it: 403 for the role, 409 for the state, 400 for a missing remark. */
export const assertTransition = (
  action: TApplicationAction,
  from: TApplicationState | null,
  roles: readonly TRole[],
  remark = "",
): TApplicationState => {
  const check = checkTransition(action, from, roles, remark);
  if (check.ok) return check.to;
  if (check.reason === "role") throw new AppError("FORBIDDEN", check.message);
  if (check.reason === "state") throw new AppError("CONFLICT", check.message);
  throw new AppError("BAD_REQUEST", check.message, {
    fields: [{ field: "remark", message: "a remark is required for this step" }],
  });
};
