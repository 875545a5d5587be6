// @database-independent
// Every action against every starting state and every role: allowed exactly where the grant
// process (issues 11 and 12) says, refused with the right status everywhere else.
import { ROLES, type TRole } from "../auth/roles";
import { ApplicationState } from "../db/generated/enums";
import { AppError } from "../http/errors";
import {
  actionStartsFrom,
  APPLICATION_ACTIONS,
  APPLICATION_STATES,
  assertTransition,
  checkTransition,
  type TApplicationAction,
  type TApplicationState,
} from "./application-states";

const UNIT = ["TEX-C", "TEX-S", "TEX", "ATEX", "CEX", "ACEX"] satisfies TRole[];
const NATIONAL = ["NPC", "Admin-Pom", "Admin"] satisfies TRole[];
const TRUST_OFFICE = ["RTIF-Secretary", "Admin"] satisfies TRole[];
const LIVE = APPLICATION_STATES.filter((state) => !["COMPLETED", "REJECTED", "CLOSED", "WITHDRAWN"].includes(state));
const CLOSABLE = LIVE.filter((state) => state !== "IN_PROGRESS");

/** The process as the foundation runs it, written out independently of the module's table. */
const EXPECTED: Record<
  TApplicationAction,
  { from: (TApplicationState | null)[]; to: TApplicationState; roles: TRole[]; remark?: true }
> = {
  start: { from: [null], to: "DRAFT", roles: UNIT },
  submit: { from: ["DRAFT", "EDIT_ALLOWED"], to: "SUBMITTED", roles: UNIT },
  recommend: { from: ["SUBMITTED"], to: "AREA_RECOMMENDED", roles: ["AC"] },
  withdraw: { from: ["DRAFT", "SUBMITTED"], to: "WITHDRAWN", roles: UNIT, remark: true },
  startReview: { from: ["AREA_RECOMMENDED"], to: "UNDER_REVIEW", roles: NATIONAL },
  raiseQuery: { from: ["UNDER_REVIEW"], to: "QUERY_RAISED", roles: NATIONAL, remark: true },
  answerQuery: { from: ["QUERY_RAISED"], to: "UNDER_REVIEW", roles: UNIT },
  withdrawQuery: { from: ["QUERY_RAISED"], to: "UNDER_REVIEW", roles: NATIONAL, remark: true },
  hold: { from: ["UNDER_REVIEW"], to: "ON_HOLD", roles: NATIONAL, remark: true },
  release: { from: ["ON_HOLD"], to: "UNDER_REVIEW", roles: ["Admin", "Admin-Pom"] },
  allowEdit: { from: ["AREA_RECOMMENDED", "UNDER_REVIEW"], to: "EDIT_ALLOWED", roles: NATIONAL, remark: true },
  reject: {
    from: ["SUBMITTED", "AREA_RECOMMENDED", "UNDER_REVIEW", "QUERY_RAISED", "ON_HOLD", "EDIT_ALLOWED"],
    to: "REJECTED",
    roles: NATIONAL,
    remark: true,
  },
  recommendToTrust: { from: ["UNDER_REVIEW"], to: "NATIONAL_RECOMMENDED", roles: NATIONAL },
  // Not once paid: IN_PROGRESS is reached by a payment only.
  close: { from: CLOSABLE, to: "CLOSED", roles: ["NPC", "Admin-Pom"], remark: true },
  withdrawByNational: { from: CLOSABLE, to: "WITHDRAWN", roles: ["NPC", "Admin-Pom"], remark: true },
  circulate: { from: ["NATIONAL_RECOMMENDED"], to: "IN_CIRCULATION", roles: TRUST_OFFICE },
  returnToNational: { from: ["NATIONAL_RECOMMENDED"], to: "UNDER_REVIEW", roles: TRUST_OFFICE, remark: true },
  approveByTrust: { from: ["IN_CIRCULATION"], to: "TRUST_APPROVED", roles: TRUST_OFFICE },
  approveBySpecialCase: { from: ["IN_CIRCULATION"], to: "TRUST_APPROVED", roles: ["RTIF-Secretary"], remark: true },
  rejectByTrust: { from: ["IN_CIRCULATION"], to: "REJECTED", roles: TRUST_OFFICE, remark: true },
  sanction: { from: ["TRUST_APPROVED"], to: "SANCTIONED", roles: TRUST_OFFICE },
  firstPayment: { from: ["SANCTIONED"], to: "IN_PROGRESS", roles: TRUST_OFFICE },
  submitCompletion: { from: ["SANCTIONED", "IN_PROGRESS"], to: "COMPLETION_SUBMITTED", roles: UNIT },
  returnCompletion: { from: ["COMPLETION_SUBMITTED"], to: "IN_PROGRESS", roles: NATIONAL, remark: true },
  returnCompletionUnpaid: { from: ["COMPLETION_SUBMITTED"], to: "SANCTIONED", roles: NATIONAL, remark: true },
  complete: { from: ["COMPLETION_SUBMITTED"], to: "COMPLETED", roles: TRUST_OFFICE },
};

const FROM: (TApplicationState | null)[] = [null, ...APPLICATION_STATES];

test("the database's states are the module's states", () => {
  expect(Object.values(ApplicationState)).toEqual([...APPLICATION_STATES]);
});

test("the module knows exactly the actions of the process", () => {
  expect([...APPLICATION_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
});

describe.each(APPLICATION_ACTIONS)("%s", (action) => {
  const expected = EXPECTED[action];

  test("is allowed from its states, for its roles, and leads to its state", () => {
    for (const from of expected.from)
      for (const role of expected.roles) {
        expect({ from, role, check: checkTransition(action, from, [role], "a remark") }).toEqual({
          from,
          role,
          check: { ok: true, to: expected.to },
        });
        expect(assertTransition(action, from, [role], "a remark")).toBe(expected.to);
      }
  });

  test("is refused (403) to every other role, whatever the state", () => {
    const others = ROLES.filter((role) => !expected.roles.includes(role));
    for (const from of FROM)
      for (const role of others) {
        const check = checkTransition(action, from, [role], "a remark");
        expect({ from, role, reason: check.ok ? "allowed" : check.reason }).toEqual({ from, role, reason: "role" });
        expect(() => assertTransition(action, from, [role], "a remark")).toThrow(
          expect.objectContaining({ code: "FORBIDDEN" }) as AppError,
        );
      }
  });

  test("is refused (409) from every other state, even to its roles", () => {
    const others = FROM.filter((from) => !expected.from.includes(from));
    for (const from of others)
      for (const role of expected.roles) {
        const check = checkTransition(action, from, [role], "a remark");
        expect({ from, role, reason: check.ok ? "allowed" : check.reason }).toEqual({ from, role, reason: "state" });
        expect(() => assertTransition(action, from, [role], "a remark")).toThrow(
          expect.objectContaining({ code: "CONFLICT" }) as AppError,
        );
      }
  });

  test(expected.remark ? "needs a remark (400 naming the field)" : "needs no remark", () => {
    const [from] = expected.from;
    const [role] = expected.roles;
    for (const remark of ["", "   "]) {
      const check = checkTransition(action, from!, [role!], remark);
      if (expected.remark) {
        expect(check).toMatchObject({ ok: false, reason: "remark" });
        expect(() => assertTransition(action, from!, [role!], remark)).toThrow(
          expect.objectContaining({
            code: "BAD_REQUEST",
            fields: [{ field: "remark", message: expect.any(String) }],
          }) as AppError,
        );
      } else {
        expect(check).toEqual({ ok: true, to: expected.to });
      }
    }
  });
});

test("a member with several roles may act through any one of them", () => {
  expect(checkTransition("recommend", "SUBMITTED", ["User", "TEX", "AC"])).toEqual({ ok: true, to: "AREA_RECOMMENDED" });
  expect(checkTransition("recommend", "SUBMITTED", ["User", "TEX"])).toMatchObject({ ok: false, reason: "role" });
});

test("nothing leads out of a final state", () => {
  for (const from of ["COMPLETED", "REJECTED", "CLOSED", "WITHDRAWN"] as const)
    for (const action of APPLICATION_ACTIONS) expect(checkTransition(action, from, [...ROLES], "remark").ok).toBe(false);
});

test("a query, a hold and the recommendation start from AREA_RECOMMENDED too (startReview first); nothing else gains a state", () => {
  for (const action of APPLICATION_ACTIONS)
    for (const state of APPLICATION_STATES) {
      const takesUp = state === "AREA_RECOMMENDED" && ["raiseQuery", "hold", "recommendToTrust"].includes(action);
      expect({ action, state, starts: actionStartsFrom(action, state) }).toEqual({
        action,
        state,
        starts: takesUp || EXPECTED[action].from.includes(state),
      });
    }
});
