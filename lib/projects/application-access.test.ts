// @database-independent
// An office bearer acts for a unit of their role's kind only: a table's office bearer for the table
// they are in, a circle's for their circle. A role left on an account whose membership moved to a
// unit of the other kind opens nothing (stop 57).
import { canFillStage, isOwnUnit, ownUnitWhere, visibleApplicationsWhere } from "./application-access";

const actor = (roles: string[], unit: { tableNo?: number; circleNo?: number }) =>
  ({ memberId: 7, roles, tableNo: unit.tableNo ?? null, circleNo: unit.circleNo ?? null }) as Parameters<typeof ownUnitWhere>[0];

const tableApplication = { tableNo: 4, circleNo: null, areaNo: 1 };
const circleApplication = { tableNo: null, circleNo: 4, areaNo: 1 };

describe("an office bearer's own unit", () => {
  it("is their table for a table's office bearer and their circle for a circle's", () => {
    expect(ownUnitWhere(actor(["TEX"], { tableNo: 4 }))).toEqual({ tableNo: 4 });
    expect(ownUnitWhere(actor(["ACEX"], { circleNo: 4 }))).toEqual({ circleNo: 4 });
    expect(canFillStage(actor(["TEX-C"], { tableNo: 4 }), "TABLE", tableApplication, [])).toBe(true);
    expect(canFillStage(actor(["CEX"], { circleNo: 4 }), "TABLE", circleApplication, [])).toBe(true);
  });

  it("is none when the role is of the other kind of unit", () => {
    const cexInTable = actor(["CEX"], { tableNo: 4 });
    const texInCircle = actor(["TEX"], { circleNo: 4 });
    expect(ownUnitWhere(cexInTable)).toBeNull();
    expect(ownUnitWhere(texInCircle)).toBeNull();
    expect(canFillStage(cexInTable, "TABLE", tableApplication, [])).toBe(false);
    expect(canFillStage(texInCircle, "TABLE", circleApplication, [])).toBe(false);
    expect(visibleApplicationsWhere(cexInTable, [])).toEqual({ id: -1 });
  });

  it("is none for a member without an office", () => {
    expect(ownUnitWhere(actor(["User"], { tableNo: 4 }))).toBeNull();
    expect(canFillStage(actor(["User"], { tableNo: 4 }), "TABLE", tableApplication, [])).toBe(false);
  });

  it("is the unit of the office when the row names a table and a circle (stop 58)", () => {
    const cexWithTable = actor(["CEX"], { tableNo: 4, circleNo: 4 });
    expect(isOwnUnit(cexWithTable, circleApplication)).toBe(true);
    expect(isOwnUnit(cexWithTable, tableApplication)).toBe(false);
    expect(canFillStage(cexWithTable, "TABLE", tableApplication, [])).toBe(false);
    // Both kinds of role: the table, as ownUnitWhere (and so the list of what they see) says.
    const both = actor(["TEX", "CEX"], { tableNo: 4, circleNo: 4 });
    expect(canFillStage(both, "TABLE", tableApplication, [])).toBe(true);
    expect(canFillStage(both, "TABLE", circleApplication, [])).toBe(false);
  });

  it("is never a record of neither a table nor a circle", () => {
    const unitless = { tableNo: null, circleNo: null, areaNo: 1 };
    expect(isOwnUnit(actor(["TEX"], { tableNo: 4 }), unitless)).toBe(false);
    expect(canFillStage(actor(["CEX"], { tableNo: 4 }), "TABLE", unitless, [])).toBe(false);
  });
});
