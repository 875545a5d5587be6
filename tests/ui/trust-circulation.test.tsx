// @database-independent
// A circulation as the trust panel shows it (components/projects/trust-circulation.tsx): who
// circulated it and on which day in India, its rule and outcome, a table of the trustees' votes
// (Approved / Objected / Not voted yet, the remark or —, the day voted or —) and, while open,
// whether the rule is met.
import { renderToStaticMarkup } from "react-dom/server";
import { CirculationSummary } from "@/components/projects/trust-circulation";
import type { TCirculationView } from "@/components/projects/trust-api";
import { textOf } from "@/tests/helpers/markup-text";
import { onlyTableOf } from "@/tests/helpers/table-cells";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";

const OPEN: TCirculationView = {
  id: 3,
  rule: "ALL",
  startedBy: "Meena Iyer",
  // 20:00 UTC on 9 September is 10 September in India.
  startedAt: "2026-09-09T20:00:00.000Z",
  closedAt: null,
  outcome: null,
  specialReason: "",
  trustees: [
    { trusteeId: 1, fullName: "Arun Prasad", vote: "APPROVE", remark: "", votedAt: "2026-09-10T04:30:00.000Z" },
    {
      trusteeId: 2,
      fullName: "Farida Khan",
      vote: "OBJECT",
      remark: "The quote is high.\nAsk for a second one.",
      votedAt: "2026-09-11T18:45:00.000Z",
    },
    { trusteeId: 3, fullName: "Joseph Mathew", vote: null, remark: "", votedAt: null },
  ],
  ruleStatus: { status: "BLOCKED", approvals: 1, needed: 3, message: "Farida Khan objected: the rule cannot be met." },
  canVote: true,
};

const render = (circulation: TCirculationView) => {
  const markup = renderToStaticMarkup(<CirculationSummary circulation={circulation} />);
  expectValidTableNesting(markup);
  return markup;
};

describe("CirculationSummary", () => {
  it("says who circulated it, on which day in India, and its rule", () => {
    expect(textOf(render(OPEN))).toContain("Circulated by Meena Iyer on 10/09/2026 · rule: every trustee approves, no objection");
    expect(textOf(render({ ...OPEN, rule: "MAJORITY" }))).toContain("rule: more than half approve, no objection");
  });

  it("shows each trustee's vote, remark and day voted, in a table captioned for screen readers", () => {
    const html = render(OPEN);
    const table = onlyTableOf(html);
    expect(table.caption).toBe("The trustees’ votes");
    expect(html).toContain('<caption class="sr-only">The trustees’ votes</caption>');
    expect(table.headings).toEqual(["Trustee", "Vote", "Remark", "On"]);
    expect(table.rows).toEqual([
      ["Arun Prasad", "Approved", "—", "10/09/2026"],
      ["Farida Khan", "Objected", "The quote is high.\nAsk for a second one.", "12/09/2026"],
      ["Joseph Mathew", "Not voted yet", "—", "—"],
    ]);
    expect(html).toContain('<td class="py-1 pr-2 font-medium text-red-700">Objected</td>');
    expect(html).toContain('<td class="py-1 pr-2">Approved</td>');
  });

  it("while open, says whether the rule is met: a warning when an objection blocks it", () => {
    const blocked = render(OPEN);
    expect(blocked).toContain("border-amber-200 bg-amber-50");
    expect(textOf(blocked)).toContain("Farida Khan objected: the rule cannot be met.");
    const pending = render({
      ...OPEN,
      trustees: [OPEN.trustees[0]!, OPEN.trustees[2]!],
      ruleStatus: { status: "PENDING", approvals: 1, needed: 2, message: "1 of 2 trustees have approved." },
    });
    expect(pending).toContain("border-brand-100 bg-brand-50");
    expect(pending).not.toContain("bg-amber-50");
    expect(textOf(pending)).toContain("1 of 2 trustees have approved.");
  });

  it("once closed, names its outcome and the special case's reason, and no longer says whether the rule is met", () => {
    const html = render({
      ...OPEN,
      closedAt: "2026-09-15T06:00:00.000Z",
      outcome: "SPECIAL_CASE",
      specialReason: "The flood relief cannot wait for a second quote.",
    });
    expect(textOf(html)).toContain("rule: every trustee approves, no objection · Approved as a special case");
    expect(textOf(html)).toContain("Reason for the special case: The flood relief cannot wait for a second quote.");
    expect(textOf(html)).not.toContain("the rule cannot be met");
    const rejected = textOf(render({ ...OPEN, closedAt: "2026-09-15T06:00:00.000Z", outcome: "REJECTED" }));
    expect(rejected).toContain("no objection · Rejected");
    expect(rejected).not.toContain("Reason for the special case");
  });
});
