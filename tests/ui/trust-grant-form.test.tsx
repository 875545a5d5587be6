// @database-independent
// The grant approval form's line on the instalments' total. Each amount is whole paise within
// Number.MAX_SAFE_INTEGER, but two of them may add up past it: the total was summed as a number and
// formatted, formatPaise threw a RangeError while rendering, and the screen fell to the error
// boundary. Summed as a BigInt, such a total is named "far more than the sanction" instead.
import { renderToStaticMarkup } from "react-dom/server";
import { GrantApprovalForm } from "@/components/projects/trust-grant-form";
import type { TGrantApprovalView } from "@/components/projects/trust-api";

const money = (paise: number) => ({ paise, text: "" });

/** A draft with the sanction and instalments given in paise. */
const draft = (sanctioned: number, amounts: number[]): TGrantApprovalView => ({
  id: 1,
  updatedAt: "2026-04-01T05:00:00.000Z",
  sanctioned: money(sanctioned),
  donorName: "",
  conditions: "",
  instalments: amounts.map((amount, index) => ({
    position: index + 1,
    label: `Instalment ${index + 1}`,
    amount: money(amount),
    dueOn: null,
  })),
  paid: money(0),
  balance: money(sanctioned),
  approved: false,
  approvedBy: null,
  approvedAt: null,
  letterNo: null,
  letterSentAt: null,
  letterUrl: null,
  printUrl: "/projects/sanctionletter/1",
});

const form = (grant: TGrantApprovalView) =>
  renderToStaticMarkup(<GrantApprovalForm applicationId={1} grant={grant} onSaved={() => undefined} />);

describe("the grant approval form's total of the instalments", () => {
  it("says that instalments adding up past the safe limit are far more than the sanction, rather than failing", () => {
    // ₹50,00,00,00,00,000 each: whole paise that fit, whose sum does not.
    const huge = 5_000_000_000_000_000;
    expect(Number.isSafeInteger(huge)).toBe(true);
    expect(Number.isSafeInteger(huge * 2)).toBe(false);
    const shown = form(draft(120_000_000, [huge, huge]));
    expect(shown).toContain("The instalments add up to far more than the sanction of ₹12,00,000.");
    expect(shown).toContain('value="5,00,00,00,00,00,000"');
  });

  it("still gives the total and the difference of amounts within the limit", () => {
    expect(form(draft(120_000_000, [50_000_000, 70_000_000]))).toContain("Instalments add up to ₹12,00,000, the sanction.");
    expect(form(draft(120_000_000, [50_000_000, 60_000_000]))).toContain(
      "Instalments add up to ₹11,00,000: they differ by ₹1,00,000 from the sanction.",
    );
  });
});
