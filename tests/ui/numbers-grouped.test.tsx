// @database-independent
// Numbers a member reads are grouped the Indian way (formatNumber, formatCount), as amounts are: a
// submitted stage's number answer and cost-table quantity, a pack's count of applications, the
// directory's count of tables, and the amounts a reopened grant draft fills its boxes with (stop 63).
import { renderToStaticMarkup } from "react-dom/server";
import { PackHeading } from "@/components/project-packs/pack-heading";
import { CostTablePart, costLinesOf } from "@/components/projects/cost-table-part";
import type { TElementView, TPackView } from "@/components/projects/project-types";
import { StageFields } from "@/components/projects/stage-fields";
import type { TGrantApprovalView } from "@/components/projects/trust-api";
import { GrantApprovalForm } from "@/components/projects/trust-grant-form";
import { TableDirectoryView } from "@/components/reports/table-directory-view";
import { formatNumber } from "@/lib/format-count";
import type { TTableDirectory } from "@/lib/reports/table-directory";
import { elementView } from "@/tests/helpers/element-view";
import { textOf } from "@/tests/helpers/markup-text";
import { onlyTableOf } from "@/tests/helpers/table-cells";

const element = (kind: TElementView["kind"], label: string) => elementView(kind, { label });

describe("formatNumber", () => {
  it("groups the Indian way and keeps every decimal", () => {
    expect(formatNumber(125000.5)).toBe("1,25,000.5");
    expect(formatNumber(0.125)).toBe("0.125");
    expect(formatNumber(-1234)).toBe("-1,234");
    expect(formatNumber(12)).toBe("12");
  });
});

describe("a submitted stage", () => {
  it("shows a number answer grouped, with its decimals", () => {
    const beneficiaries = element("NUMBER", "Beneficiaries");
    const html = renderToStaticMarkup(
      <StageFields elements={[beneficiaries]} values={{ 9: 125000.5 }} readOnly onChange={() => undefined} />,
    );
    expect(textOf(html)).toContain("Beneficiaries1,25,000.5");
    expect(html).not.toContain("125000");
  });

  it("shows a cost line's quantity grouped", () => {
    const costs = element("COST_TABLE", "Costs");
    const lines = costLinesOf(
      [
        {
          id: 1,
          key: "a",
          elementId: 9,
          description: "Bricks",
          quantity: 12500.5,
          unitCostPaise: 800,
          position: 1,
          linePaise: 10_000_400,
        },
      ],
      9,
    );
    const html = renderToStaticMarkup(
      <CostTablePart
        element={costs}
        lines={lines}
        totalPaise={10_000_400}
        readOnly
        onLines={() => undefined}
        onSend={() => undefined}
      />,
    );
    expect(onlyTableOf(html).rows).toEqual([["Bricks", "12,500.5", "8", "₹1,00,004"]]);
  });
});

it("a pack's heading counts its applications grouped", () => {
  const pack: TPackView = {
    id: 1,
    name: "Project pack",
    year: 202627,
    yearString: "2026-27",
    description: "",
    kind: "TABLE",
    isActive: true,
    version: 1,
    previousVersionId: null,
    stageCount: 4,
    applicationCount: 12345,
    updatedAt: null,
  };
  expect(textOf(renderToStaticMarkup(<PackHeading pack={pack} />))).toContain("12,345 applications");
});

it("the directory of tables counts its tables grouped", () => {
  const directory = {
    title: "Directory of tables",
    yearLabel: "2026-27",
    tableCount: 1234,
    areas: [],
  } as unknown as TTableDirectory;
  const html = renderToStaticMarkup(<TableDirectoryView directory={directory} foundation="Federation Foundation" />);
  expect(textOf(html)).toContain("1,234 tables; office bearers of the federation year 2026-27");
});

it("a reopened grant draft fills its amount boxes as a member types them, grouped", () => {
  const money = (paise: number) => ({ paise, text: "" });
  const grant = {
    id: 1,
    updatedAt: "2026-04-01T05:00:00.000Z",
    sanctioned: money(100_000_000),
    donorName: "",
    conditions: "",
    instalments: [{ position: 1, label: "First", amount: money(25_000_050), dueOn: null }],
    paid: money(0),
    balance: money(100_000_000),
    approved: false,
    approvedBy: null,
    approvedAt: null,
    letterNo: null,
    letterSentAt: null,
    letterUrl: null,
    printUrl: "/projects/sanctionletter/1",
  } satisfies TGrantApprovalView;
  const html = renderToStaticMarkup(<GrantApprovalForm applicationId={1} grant={grant} onSaved={() => undefined} />);
  expect(html).toContain('value="10,00,000"');
  expect(html).toContain('value="2,50,000.50"');
});
