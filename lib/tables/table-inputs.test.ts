// @database-independent
// The unit reference of getappuserusingtableorcircleno/{no}: a bare number is either kind, RT or LC
// and a number (any case, a space allowed) one of them; anything else is refused with the rule.
import { ZUnitRefParams } from "./table-inputs";

const parse = (no: string) => ZUnitRefParams.safeParse({ no });

it.each([
  ["12", { kind: "either", no: 12 }],
  ["RT12", { kind: "table", no: 12 }],
  ["rt12", { kind: "table", no: 12 }],
  ["RT 12", { kind: "table", no: 12 }],
  [" LC3 ", { kind: "circle", no: 3 }],
  ["lc 3", { kind: "circle", no: 3 }],
])("reads %j as %j", (no, ref) => {
  expect(parse(no)).toEqual({ success: true, data: { no: ref } });
});

it.each(["RT", "RT  12", "XY12", "12RT", "RT-12", "", "RT12.5"])("refuses %j with the rule", (no) => {
  const result = parse(no);
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    'must be a number, or RT or LC and a number (e.g. "RT12")',
  ]);
});

it.each(["0", "RT0", "LC 2147483648"])("refuses %j as not a positive number", (no) => {
  const result = parse(no);
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.message)).toEqual(["must be a positive number"]);
});
