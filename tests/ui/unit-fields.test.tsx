// @database-independent
// The table and circle pickers of the secretariat's create and edit dialogs
// (/manage/manageuserbyadmin): a de-chartered table takes no new member, so it is not offered,
// except as the current value of a member who already belongs to it, marked so.
import { renderToStaticMarkup } from "react-dom/server";
import { UnitFields } from "@/components/manage/unit-fields";
import type { TUnitChoices } from "@/lib/members/unit-choices";

const choices: TUnitChoices = {
  tables: [
    { tableNo: 1, name: "Madras Round Table 1", isDecharted: false },
    { tableNo: 3, name: "Bombay Round Table 3", isDecharted: true },
    { tableNo: 4, name: "Pune Round Table 4", isDecharted: false },
    { tableNo: 13, name: "Nagpur Round Table 13", isDecharted: true },
  ],
  circles: [{ circleNo: 2, name: "Bombay Ladies Circle 2" }],
};

/** The options of the select labelled `label`: [value, text, selected]. */
const optionsOf = (kept: { tableNo: number | null; circleNo: number | null }, label: string) => {
  const values = {
    tableNo: kept.tableNo === null ? "" : String(kept.tableNo),
    circleNo: kept.circleNo === null ? "" : String(kept.circleNo),
  };
  const html = renderToStaticMarkup(<UnitFields choices={choices} kept={kept} values={values} errors={{}} onChange={() => {}} />);
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}`).exec(html)?.[1];
  const select = new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`).exec(html)?.[1];
  if (!id || select === undefined) throw new Error(`no select labelled ${label} in ${html}`);
  return [...select.matchAll(/<option value="([^"]*)"( selected="")?[^>]*>([^<]*)<\/option>/g)].map((match) => [
    match[1],
    match[3],
    Boolean(match[2]),
  ]);
};

describe("the table picker", () => {
  it("offers only active tables to a new member", () => {
    expect(optionsOf({ tableNo: null, circleNo: null }, "Table No.")).toEqual([
      ["", "None", true],
      ["1", "RT1 – Madras Round Table 1", false],
      ["4", "RT4 – Pune Round Table 4", false],
    ]);
  });

  it("shows a member's own de-chartered table as their value, marked, and offers no other", () => {
    expect(optionsOf({ tableNo: 3, circleNo: null }, "Table No.")).toEqual([
      ["", "None", false],
      ["1", "RT1 – Madras Round Table 1", false],
      ["3", "RT3 – Bombay Round Table 3 (de-chartered)", true],
      ["4", "RT4 – Pune Round Table 4", false],
    ]);
  });

  it("still shows a member's table or circle that is not among the choices", () => {
    expect(optionsOf({ tableNo: 77, circleNo: null }, "Table No.")[1]).toEqual(["77", "RT77", true]);
    expect(optionsOf({ tableNo: null, circleNo: 9 }, "Circle No.")).toEqual([
      ["", "None", false],
      ["9", "LC9", true],
      ["2", "LC2 – Bombay Ladies Circle 2", false],
    ]);
  });
});
