// @database-independent
// Pure rules of the helpdesk: statuses, resolvedAt, ticket numbers, request keys, cursors, names.
import { categoryNameKey, tidyCategoryName } from "./category-name";
import { parseRequestKey } from "./get-service-request";
import { withFormFields } from "./inputs";
import { recipientsOf } from "./notify";
import { decodeCursor, encodeCursor } from "./paging";
import { joinFileNames, splitFileNames } from "./shapes";
import { acceptsReplies, isRepeatedStatus, nextResolvedAt, statusLabel } from "./status";
import { formatTicketNumber, normaliseTicketNumber, ticketYear } from "./ticket-number";

describe("statuses", () => {
  it("labels 1 Open, 0 Closed, 2 Resolved, 10 Duplicate; only Open takes replies", () => {
    expect([1, 0, 2, 10].map(statusLabel)).toEqual(["Open", "Closed", "Resolved", "Duplicate"]);
    expect([1, 0, 2, 10].map(acceptsReplies)).toEqual([true, false, false, false]);
  });

  it("resolvedAt: set on entering Resolved or Closed, kept between them, cleared otherwise", () => {
    const earlier = new Date("2026-01-01T00:00:00Z");
    const now = new Date("2026-01-02T00:00:00Z");
    expect(nextResolvedAt({ from: 1, to: 2, resolvedAt: null, now })).toBe(now);
    expect(nextResolvedAt({ from: 1, to: 0, resolvedAt: null, now })).toBe(now);
    expect(nextResolvedAt({ from: 2, to: 0, resolvedAt: earlier, now })).toBe(earlier);
    expect(nextResolvedAt({ from: 0, to: 2, resolvedAt: earlier, now })).toBe(earlier);
    expect(nextResolvedAt({ from: 10, to: 2, resolvedAt: null, now })).toBe(now);
    expect(nextResolvedAt({ from: 2, to: 1, resolvedAt: earlier, now })).toBeNull();
    expect(nextResolvedAt({ from: 2, to: 10, resolvedAt: earlier, now })).toBeNull();
  });

  it("the same status again is a repeat, unless a Duplicate moves to another original", () => {
    expect(isRepeatedStatus({ from: 1, to: 1, duplicateOfId: null, newDuplicateOfId: null })).toBe(true);
    expect(isRepeatedStatus({ from: 1, to: 2, duplicateOfId: null, newDuplicateOfId: null })).toBe(false);
    expect(isRepeatedStatus({ from: 10, to: 10, duplicateOfId: 3, newDuplicateOfId: 3 })).toBe(true);
    expect(isRepeatedStatus({ from: 10, to: 10, duplicateOfId: 3, newDuplicateOfId: 4 })).toBe(false);
  });
});

describe("ticket numbers and request keys", () => {
  it("formats SR-<year>-<6 digits> and reads them back in any case", () => {
    expect(formatTicketNumber(2026, 42)).toBe("SR-2026-000042");
    expect(formatTicketNumber(2026, 1_234_567)).toBe("SR-2026-1234567");
    expect(normaliseTicketNumber(" sr-2026-000042 ")).toBe("SR-2026-000042");
    expect(normaliseTicketNumber("SR-2026-42")).toBeNull();
    expect(ticketYear(new Date("2026-12-31T23:59:59Z"))).toBe(2026);
  });

  it("an id or a ticket number; anything else is no key", () => {
    expect(parseRequestKey("42")).toEqual({ id: 42 });
    expect(parseRequestKey("sr-2026-000042")).toEqual({ ticketNumber: "SR-2026-000042" });
    expect(parseRequestKey("99999999999")).toBeNull();
    expect(parseRequestKey("4x")).toBeNull();
    expect(parseRequestKey("")).toBeNull();
  });
});

describe("paging cursors", () => {
  it("round-trips and refuses anything else", () => {
    const row = { updatedAt: new Date("2026-11-22T10:05:00.123Z"), id: 12 };
    expect(decodeCursor(encodeCursor(row))).toEqual(row);
    expect(() => decodeCursor("garbage")).toThrow("query.cursor: is not a valid cursor");
    expect(() => decodeCursor(Buffer.from("1.0").toString("base64url"))).toThrow("query.cursor");
  });
});

describe("small helpers", () => {
  it("category names: spaces tidied, keys ignore case and spacing", () => {
    expect(tidyCategoryName("  IT   Support ")).toBe("IT Support");
    expect(categoryNameKey(" it\tSUPPORT")).toBe(categoryNameKey("IT Support"));
  });

  it("file name lists: comma or comma-space separated, blanks dropped", () => {
    expect(splitFileNames("a.png, b.png,,c.png")).toEqual(["a.png", "b.png", "c.png"]);
    expect(splitFileNames(null)).toEqual([]);
    expect(joinFileNames([])).toBeNull();
    expect(joinFileNames(["a.png", "b.png"])).toBe("a.png,b.png");
  });

  it("form fields beside `json` are merged, the JSON wins, the `json` text itself is dropped", () => {
    expect(withFormFields({ memberid: 3 }, { json: '{"memberid":3}', serviceCategoryId: "7" })).toEqual({
      memberid: 3,
      serviceCategoryId: "7",
    });
    expect(withFormFields(undefined, { srCatId: "2" })).toEqual({ srCatId: "2" });
  });

  it("mail recipients: active, approved members with an address, once each, never the author", () => {
    const member = (id: number, officeEmail: string | null, isActive = true, isApproved = true) => ({
      id,
      fullName: `M${id}`,
      officeEmail,
      isActive,
      isApproved,
    });
    const chosen = recipientsOf(
      [
        member(1, "a@x.org"),
        member(2, "A@X.org "),
        member(3, null),
        member(4, "d@x.org", false),
        member(5, "e@x.org"),
        member(6, "f@x.org", true, false),
      ],
      5,
    );
    expect(chosen.map((entry) => entry.id)).toEqual([1]);
  });
});
