// @database-independent
// The gallery project shape: the unit column the public gallery shows under each project.
import { toGalleryProject } from "./shapes";

const row = { id: 7, year: 202324, title: "Classroom", tableName: "Madras RT 1", description: "", coverPhoto: "a.png" };

describe("toGalleryProject", () => {
  it("names the unit as 'RT' and the table number, else 'LC' and the circle number", () => {
    expect(toGalleryProject({ ...row, tableNo: 12, circleNo: null }).tableNo).toBe("RT12");
    expect(toGalleryProject({ ...row, tableNo: null, circleNo: 3 }).tableNo).toBe("LC3");
    expect(toGalleryProject({ ...row, tableNo: 12, circleNo: 3 }).tableNo).toBe("RT12");
  });

  it("answers an empty string, not null, for a project of neither (the legacy reply's tableNo is a string)", () => {
    expect(toGalleryProject({ ...row, tableNo: null, circleNo: null }).tableNo).toBe("");
  });
});
