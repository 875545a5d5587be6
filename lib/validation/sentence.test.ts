// @database-independent
import { asSentence } from "./sentence";

describe("asSentence", () => {
  it("ends a message with a full stop once", () => {
    expect(asSentence("Sandbox: the card was declined")).toBe("Sandbox: the card was declined.");
    expect(asSentence("  Transaction declined by bank  ")).toBe("Transaction declined by bank.");
    expect(asSentence("No money was taken.")).toBe("No money was taken.");
    expect(asSentence("Payment cancelled!")).toBe("Payment cancelled!");
    expect(asSentence("Did you cancel?")).toBe("Did you cancel?");
    expect(asSentence("Please wait…")).toBe("Please wait…");
    expect(asSentence("")).toBe("");
  });

  it("looks through a closing quote or bracket, and only then", () => {
    expect(asSentence('The bank said "Insufficient funds."')).toBe('The bank said "Insufficient funds."');
    expect(asSentence("Declined (code 05.)")).toBe("Declined (code 05.)");
    expect(asSentence("Declined (code 05)")).toBe("Declined (code 05).");
  });

  it("turns a trailing comma, colon or semicolon into the full stop", () => {
    expect(asSentence("Declined by the bank:")).toBe("Declined by the bank.");
    expect(asSentence("choose one,")).toBe("Choose one.");
  });

  it("capitalises the first letter and leaves the rest as written", () => {
    expect(asSentence("must be at most 100 characters")).toBe("Must be at most 100 characters.");
    expect(asSentence("e-mail of the PAN holder")).toBe("E-mail of the PAN holder.");
    expect(asSentence("₹ amount is missing")).toBe("₹ amount is missing.");
  });
});
