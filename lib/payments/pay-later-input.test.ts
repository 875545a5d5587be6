// @database-independent
// The pay-later form's own checks: what a donor types is read as the API reads it, and only what
// cannot be right is refused before sending.
import { amountTextOf, EMPTY_PAY_LATER_FORM, payLaterPayload, validatePayLater } from "./pay-later-input";

const typed = { id: " fcra-202526-000042 ", email: " asha@example.in ", mobileno: "+91 98765 43210", amount: "₹1,25,050.50" };

describe("validatePayLater", () => {
  it("accepts a donor's details as typed, with the amount as the Pay button showed it", () => {
    expect(validatePayLater(typed)).toEqual({});
    expect(validatePayLater({ ...typed, id: "LMF-202526-000001", amount: "25000" })).toEqual({});
  });

  it("asks for every field of an empty form", () => {
    expect(Object.keys(validatePayLater(EMPTY_PAY_LATER_FORM)).sort()).toEqual(["amount", "email", "id", "mobileno"]);
  });

  it("refuses what cannot be right, each under its field", () => {
    expect(validatePayLater({ ...typed, id: "202526-000042" })).toEqual({
      id: "Is not one of our reference numbers; they look like FCRA-202526-000001 or LMF-202526-000001.",
    });
    expect(Object.keys(validatePayLater({ ...typed, id: "P".padEnd(24, "A") }))).toEqual(["id"]);
    expect(Object.keys(validatePayLater({ ...typed, email: "asha.example.in" }))).toEqual(["email"]);
    expect(Object.keys(validatePayLater({ ...typed, mobileno: "98765" }))).toEqual(["mobileno"]);
    expect(Object.keys(validatePayLater({ ...typed, mobileno: "1234567890123456" }))).toEqual(["mobileno"]);
    for (const amount of ["0", "-500", "12.345", "1e3", "USD 500", "five hundred"])
      expect([amount, Object.keys(validatePayLater({ ...typed, amount }))]).toEqual([amount, ["amount"]]);
  });
});

describe("payLaterPayload", () => {
  it("sends the reference as issued and the amount as plain rupee text", () => {
    expect(payLaterPayload(typed)).toEqual({
      referenceNo: "FCRA-202526-000042",
      email: "asha@example.in",
      mobileno: "+91 98765 43210",
      amount: "125050.50",
    });
  });

  it("drops only the rupee sign, grouping commas and spaces from the amount", () => {
    expect(amountTextOf(" ₹ 2,500 ")).toBe("2500");
    expect(amountTextOf("2500.5")).toBe("2500.5");
    expect(amountTextOf("Rs. 2500")).toBe("Rs.2500");
  });
});
