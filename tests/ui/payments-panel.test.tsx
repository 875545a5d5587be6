// @database-independent
// The payments of a sanctioned grant (components/projects/payments-panel.tsx), rendered with what
// getprojectpayments answered (useLoad answers from `loaded`; the amounts made by the server's own
// moneyOf): the sanction, paid and balance in rupees grouped the Indian way, the letter's day in
// India, the payment schedule and the payments made as tables, "No payments yet" when there are
// none, and the trust office's form to record a payment only for the trust office.
import { renderToStaticMarkup } from "react-dom/server";
import type { TPaymentsView, TPaymentView } from "@/components/projects/completion-api";
import { PaymentsPanel } from "@/components/projects/payments-panel";
import { moneyOf } from "@/lib/projects/money";
import { applicationView } from "@/tests/helpers/application-view";
import { textOf } from "@/tests/helpers/markup-text";
import { tablesOf } from "@/tests/helpers/table-cells";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";

let loaded: { value: TPaymentsView | null; error: string | null } = { value: null, error: null };
jest.mock("@/components/shared/use-load", () => ({
  useLoad: () => ({ loading: false, ...loaded, errorStatus: null, retry: () => undefined }),
}));

const payment = (id: number, more: Partial<TPaymentView> = {}): TPaymentView => ({
  id,
  kind: "INTERIM",
  amount: moneyOf(12_500_000),
  paidOn: "2026-08-14",
  reference: `UTR${id}00012345`,
  paidBy: "RTIF, State Bank of India",
  remark: "",
  recordedBy: "Meena Iyer",
  createdAt: "2026-08-14T10:00:00.000Z",
  ...more,
});

const VIEW: TPaymentsView = {
  applicationId: 12,
  state: "IN_PROGRESS",
  sanctioned: true,
  sanction: moneyOf(50_000_000),
  paid: moneyOf(12_500_000),
  claimed: null,
  balance: moneyOf(37_500_000),
  letterNo: "RTIF/SL/TPA-2026-12",
  // 19:00 UTC on 30 June is 1 July in India.
  letterSentAt: "2026-06-30T19:00:00.000Z",
  donorName: "Lakshmi Textiles",
  instalments: [
    { position: 1, label: "On starting the work", amount: moneyOf(12_500_000), dueOn: "2026-08-01" },
    { position: 2, label: "On completion", amount: moneyOf(37_550_050), dueOn: null },
  ],
  projectPayments: [payment(1, { remark: "First instalment" })],
};

const render = (view: TPaymentsView | null, roles: string[] = ["TEX-C"], state = "IN_PROGRESS", error: string | null = null) => {
  loaded = { value: view, error };
  const markup = renderToStaticMarkup(
    <PaymentsPanel application={applicationView(12, { state })} roles={roles} onChanged={() => undefined} />,
  );
  expectValidTableNesting(markup);
  return markup;
};
const figures = (markup: string) =>
  [...markup.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((match) => `${match[1]}: ${match[2]}`);

describe("PaymentsPanel", () => {
  it("shows the sanction, what is paid and the balance in rupees grouped the Indian way", () => {
    expect(figures(render(VIEW))).toEqual(["Sanctioned: ₹5,00,000", "Paid: ₹1,25,000", "Balance: ₹3,75,000"]);
  });

  it("shows the amount claimed once the completion is submitted, and the balance payable up to it", () => {
    const html = render({ ...VIEW, claimed: moneyOf(45_000_050), balance: moneyOf(32_500_050) });
    expect(figures(html)).toEqual([
      "Sanctioned: ₹5,00,000",
      "Amount claimed: ₹4,50,000.50",
      "Paid: ₹1,25,000",
      "Balance payable: ₹3,25,000.50",
    ]);
  });

  it("says when the sanction letter was sent (its day in India) and for which donor", () => {
    expect(textOf(render(VIEW))).toContain("Sanction letter RTIF/SL/TPA-2026-12 sent on 01/07/2026; donor: Lakshmi Textiles.");
    expect(textOf(render({ ...VIEW, donorName: "" }))).toContain("Sanction letter RTIF/SL/TPA-2026-12 sent on 01/07/2026.");
  });

  it("shows the payment schedule: each instalment, its amount and its due day, or — when none", () => {
    const [schedule] = tablesOf(render(VIEW));
    expect(schedule).toEqual({
      caption: "Payment schedule",
      headings: ["Instalment", "Amount", "Due"],
      rows: [
        ["On starting the work", "₹1,25,000", "01/08/2026"],
        ["On completion", "₹3,75,500.50", "—"],
      ],
      foot: [],
    });
  });

  it("shows the payments made: day, kind, amount, bank reference, who paid with the remark", () => {
    const view = {
      ...VIEW,
      projectPayments: [
        payment(1, { remark: "First instalment" }),
        payment(2, { kind: "BALANCE" as const, amount: moneyOf(100) }),
      ],
    };
    const html = render(view);
    const [, made] = tablesOf(html);
    expect(made!.caption).toBe("Payments made");
    expect(made!.headings).toEqual(["Paid on", "Kind", "Amount", "Bank reference", "Paid by"]);
    expect(made!.rows).toEqual([
      ["14/08/2026", "Interim", "₹1,25,000", "UTR100012345", "RTIF, State Bank of India First instalment"],
      ["14/08/2026", "Balance", "₹1", "UTR200012345", "RTIF, State Bank of India"],
    ]);
    expect(html).toContain('<span class="block text-slate-600">First instalment</span>');
    expect(html).toMatch(/<div [^>]*tabindex="0" role="region" aria-label="Payments made">/);
  });

  it("says there are no payments yet, with no table of them", () => {
    const html = render({ ...VIEW, projectPayments: [] });
    expect(textOf(html)).toContain("No payments yet");
    expect(textOf(html)).toContain("Payments appear here once the trust office records them.");
    expect(tablesOf(html).map((table) => table.caption)).toEqual(["Payment schedule"]);
  });

  it("shows before the sanction only what there is: not yet sanctioned, nothing paid, no schedule", () => {
    const html = render({
      ...VIEW,
      state: "UNDER_REVIEW",
      sanctioned: false,
      sanction: null,
      paid: moneyOf(0),
      balance: null,
      letterNo: null,
      letterSentAt: null,
      donorName: "",
      instalments: [],
      projectPayments: [],
    });
    expect(figures(html)).toEqual(["Sanctioned: Not yet", "Paid: ₹0", "Balance: —"]);
    expect(tablesOf(html)).toEqual([]);
    expect(textOf(html)).not.toContain("Sanction letter");
  });

  it("offers the form to record a payment to the trust office only, while a payment is due", () => {
    const form = /<h4[^>]*>Record a payment<\/h4>/;
    expect(render(VIEW, ["Admin"])).toMatch(form);
    expect(render(VIEW, ["RTIF-Secretary"])).toMatch(form);
    expect(render(VIEW, ["TEX-C"])).not.toMatch(form);
    expect(render(VIEW, ["Admin"], "COMPLETED")).not.toMatch(form);
    expect(render({ ...VIEW, sanctioned: false }, ["Admin"])).not.toMatch(form);
    expect(render(VIEW, ["Admin"])).toMatch(/<button type="submit"[^>]*>Record payment<\/button>/);
  });

  it("shows why the payments could not be loaded, under the heading", () => {
    const html = render(null, ["Admin"], "IN_PROGRESS", "The payments could not be loaded.");
    expect(html).toMatch(/^<section aria-labelledby="payments-heading"[^>]*><h3 id="payments-heading"[^>]*>Payments<\/h3>/);
    expect(textOf(html)).toContain("The payments could not be loaded.");
    expect(html).not.toContain("<dl");
    expect(html).not.toMatch(/Record a payment/);
  });
});
