// @database-independent
import { approvalsNeeded, describeOutcome, evaluateRule, ruleOf, type TTrusteeVote } from "./circulation-rule";

const votes = (...list: TTrusteeVote["vote"][]): TTrusteeVote[] =>
  list.map((vote, index) => ({ trusteeId: index + 1, name: `T${index + 1}`, vote }));

describe("the trust's approval rule", () => {
  it("reads a rule stored on a circulation row, an unknown one as ALL", () => {
    expect(ruleOf("MAJORITY")).toBe("MAJORITY");
    expect(ruleOf("other")).toBe("ALL");
  });

  it("ALL: approved only when every trustee approved", () => {
    expect(evaluateRule("ALL", votes("APPROVE", "APPROVE", "APPROVE"))).toEqual({ status: "APPROVED", approvals: 3, needed: 3 });
    expect(evaluateRule("ALL", votes("APPROVE", null, "APPROVE"))).toEqual({
      status: "PENDING",
      approvals: 2,
      needed: 3,
      notVoted: ["T2"],
    });
    expect(evaluateRule("ALL", votes("APPROVE", "OBJECT", "APPROVE"))).toEqual({
      status: "BLOCKED",
      approvals: 2,
      needed: 3,
      objectedBy: ["T2"],
    });
  });

  it("MAJORITY: more than half approved and nobody objected", () => {
    expect(approvalsNeeded("MAJORITY", 4)).toBe(3);
    expect(approvalsNeeded("MAJORITY", 3)).toBe(2);
    expect(approvalsNeeded("MAJORITY", 1)).toBe(1);
    expect(evaluateRule("MAJORITY", votes("APPROVE", "APPROVE", null)).status).toBe("APPROVED");
    expect(evaluateRule("MAJORITY", votes("APPROVE", "APPROVE", null, null)).status).toBe("PENDING");
    expect(evaluateRule("MAJORITY", votes("APPROVE", "APPROVE", "APPROVE", "OBJECT")).status).toBe("BLOCKED");
  });

  it("never approves an empty circulation", () => {
    expect(evaluateRule("ALL", []).status).toBe("PENDING");
    expect(evaluateRule("MAJORITY", []).status).toBe("PENDING");
  });

  it("says who has not voted and who objected", () => {
    expect(describeOutcome("ALL", evaluateRule("ALL", votes(null, "APPROVE", null)))).toBe(
      "The rule (every trustee's approval, no objection) is not met yet: 1 of 3 approvals needed; T1 and T3 have not voted.",
    );
    expect(describeOutcome("MAJORITY", evaluateRule("MAJORITY", votes("OBJECT", "APPROVE", "OBJECT")))).toBe(
      "T1 and T3 objected: the rule (the approval of more than half of the trustees, no objection) cannot be met.",
    );
    expect(describeOutcome("ALL", evaluateRule("ALL", votes("APPROVE")))).toBe("The rule is met: 1 of 1 approvals needed.");
  });
});
