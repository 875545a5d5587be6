// @database-independent
// The sanction letter (components/projects/sanction-letter-view.tsx) as getSanctionLetter gives it:
// the letter number and date, the addressee, the amount in figures (with paise, grouped the Indian
// way) and words, the donor, a table of the instalments (a due day, or the trust's release) with
// their total, the conditions, the signer; and, until it is sent, the draft note.
import { renderToStaticMarkup } from "react-dom/server";
import { SanctionLetterView } from "@/components/projects/sanction-letter-view";
import type { TSanctionLetter } from "@/lib/projects/sanction-letter";
import { textOf } from "@/tests/helpers/markup-text";
import { onlyTableOf } from "@/tests/helpers/table-cells";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";

const LETTER: TSanctionLetter = {
  foundation: "Round Table India Foundation",
  letterNo: "RTIF/SL/TPA-2026-12",
  date: "01/07/2026",
  draft: false,
  draftReason: "the trust office has not sent it yet",
  sent: true,
  unit: "Table 3 (Madras Coromandel)",
  chairmanTitle: "The Chairman",
  chairmanName: "Karthik Raman",
  area: "Area 2 (Tamil Nadu)",
  applicationNo: "TPA-2026-12",
  title: "A borewell for the Thiruvallur school",
  amount: "₹5,00,000.00",
  amountInWords: "Rupees Five Lakh Only",
  donorName: "Lakshmi Textiles",
  conditions: "Photographs of the work before and after.\nInvoices in the table's name.",
  instalments: [
    { position: 1, label: "On starting the work", amount: "₹1,25,000.00", dueOn: "01/08/2026" },
    { position: 2, label: "On completion", amount: "₹3,75,000.00", dueOn: null },
  ],
  secretaryName: "Meena Iyer",
  signerCapacity: "Secretary, Round Table India Foundation",
};

const render = (letter: TSanctionLetter) => {
  const markup = renderToStaticMarkup(<SanctionLetterView letter={letter} />);
  expectValidTableNesting(markup);
  return markup;
};

describe("SanctionLetterView", () => {
  const html = render(LETTER);
  const text = textOf(html);

  it("is an article titled by the application it sanctions, with its number and date", () => {
    expect(html).toMatch(/^<article [^>]*aria-labelledby="sanction-letter-title">/);
    expect(html).toContain(
      '<h1 id="sanction-letter-title" class="text-lg font-semibold">Sanction of grant: application TPA-2026-12, A borewell for the Thiruvallur school</h1>',
    );
    expect(text).toContain("Letter No.: RTIF/SL/TPA-2026-12");
    expect(text).toContain("Date: 01/07/2026");
  });

  it("is addressed to the unit's chairman, by name, in the area", () => {
    expect(html).toContain(
      '<address class="text-sm not-italic"><p>The Chairman,</p><p>Karthik Raman</p><p>Table 3 (Madras Coromandel)</p><p>Area 2 (Tamil Nadu)</p></address>',
    );
    expect(text).toContain("Dear Karthik Raman,");
  });

  it("states the grant in figures and in words, for the project, with its donor", () => {
    expect(html).toContain("<strong>₹5,00,000.00</strong> (<strong>Rupees Five Lakh Only</strong>)");
    expect(text).toContain(
      "for the project “A borewell for the Thiruvallur school” of Table 3 (Madras Coromandel), application TPA-2026-12, made possible by the support of Lakshmi Textiles.",
    );
  });

  it("lists the instalments with their amounts and due days, and the total of the grant", () => {
    const table = onlyTableOf(html);
    expect(table.headings).toEqual(["No.", "Instalment", "Amount", "Due on"]);
    expect(table.rows).toEqual([
      ["1", "On starting the work", "₹1,25,000.00", "01/08/2026"],
      ["2", "On completion", "₹3,75,000.00", "On the trust's release"],
    ]);
    expect(table.foot).toEqual([["Total", "₹5,00,000.00", ""]]);
    expect(html).toContain('<td class="py-1 pr-2" colSpan="2">Total</td>');
  });

  it("gives the conditions and the signer's name and capacity", () => {
    expect(html).toContain('<h2 id="sanction-conditions" class="font-semibold">Conditions of the grant</h2>');
    expect(html).toContain(
      '<p class="whitespace-pre-line">Photographs of the work before and after.\nInvoices in the table&#x27;s name.</p>',
    );
    expect(text).toMatch(/For the Round Table India Foundation,Meena IyerSecretary, Round Table India Foundation$/);
  });

  it("is no draft once sent", () => {
    expect(html).not.toContain('role="note"');
    expect(text).not.toContain("Draft");
  });

  it("marks a draft as not valid, with why, and leaves out what it does not have", () => {
    const draft = render({
      ...LETTER,
      draft: true,
      sent: false,
      chairmanName: null,
      donorName: "",
      conditions: "",
      secretaryName: null,
    });
    const draftText = textOf(draft);
    expect(draft).toMatch(/<p role="note"[^>]*>Draft: not issued, not valid \(the trust office has not sent it yet\)\.<\/p>/);
    expect(draft).toContain('<address class="text-sm not-italic"><p>The Chairman,</p><p>Table 3 (Madras Coromandel)</p>');
    expect(draftText).toContain("Dear Chairman,");
    expect(draftText).toContain("of Table 3 (Madras Coromandel), application TPA-2026-12.");
    expect(draftText).not.toContain("made possible by");
    expect(draftText).not.toContain("Conditions of the grant");
    expect(draftText).toContain("The SecretarySecretary, Round Table India Foundation");
  });
});
