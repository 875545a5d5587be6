// @database-independent
// The RT/LC unit label (SPEC.md section 1) that server code and the screens share.
import { unitLabel, unitLabels, unitsLabel } from "./unit-label";

describe("unitLabels", () => {
  it("lists the label of each unit a row names, the table first", () => {
    expect(unitLabels({ tableNo: 3, circleNo: 1 })).toEqual(["RT3", "LC1"]);
    expect(unitLabels({ tableNo: 3, circleNo: null })).toEqual(["RT3"]);
    expect(unitLabels({ tableNo: null, circleNo: 1 })).toEqual(["LC1"]);
    expect(unitLabels({ tableNo: null, circleNo: null })).toEqual([]);
  });
});

describe("unitLabel", () => {
  it("is 'RT' and the table number, else 'LC' and the circle number, else null", () => {
    expect(unitLabel({ tableNo: 12, circleNo: null })).toBe("RT12");
    expect(unitLabel({ tableNo: null, circleNo: 3 })).toBe("LC3");
    expect(unitLabel({ tableNo: null, circleNo: null })).toBeNull();
  });

  it("names the table for a row that names both", () => {
    expect(unitLabel({ tableNo: 12, circleNo: 3 })).toBe("RT12");
  });
});

describe("unitsLabel", () => {
  it("says both units of a row that names both, the table first", () => {
    expect(unitsLabel({ tableNo: 3, circleNo: 1 })).toBe("RT3 and LC1");
  });

  it("is unitLabel for a row of one unit or none", () => {
    expect(unitsLabel({ tableNo: 3, circleNo: null })).toBe("RT3");
    expect(unitsLabel({ tableNo: null, circleNo: 1 })).toBe("LC1");
    expect(unitsLabel({ tableNo: null, circleNo: null })).toBeNull();
  });
});
