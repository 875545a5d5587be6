// @database-independent
// A de-chartered table's records are read-only, and the refusal names the day it was de-chartered
// (a date-only column, stored at midnight UTC), written dd/mm/yyyy.
import { AppError } from "../http/errors";
import { assertNotDecharted } from "./table-access";

describe("assertNotDecharted", () => {
  it("lets an active table through", () => {
    expect(() => assertNotDecharted({ tableNo: 3, isDecharted: false, dechartedOn: null })).not.toThrow();
  });

  it("refuses a de-chartered table with the day, or without one when none was recorded", () => {
    const refusal = (dechartedOn: Date | null) => {
      try {
        assertNotDecharted({ tableNo: 3, isDecharted: true, dechartedOn });
      } catch (error) {
        return error instanceof AppError ? [error.code, error.message] : error;
      }
    };
    expect(refusal(new Date("2025-03-31T00:00:00Z"))).toEqual([
      "CONFLICT",
      "Table 3 was de-chartered on 31/03/2025: its records are read-only",
    ]);
    expect(refusal(null)).toEqual(["CONFLICT", "Table 3 was de-chartered: its records are read-only"]);
  });
});
