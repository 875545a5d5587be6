// @database-independent
// The form builder's element kinds: each kind's settings and their defaults, every rule an answer
// is saved under, what blocks a stage's submission, and the money helpers (paise, never floats).
import { ZodError } from "zod";
import {
  ELEMENT_KINDS,
  KIND_HOLDS_VALUE,
  MAX_FILE_BYTES,
  parseElementConfig,
  ZElementConfig,
  type TElementKind,
} from "./element-kinds";
import {
  costTotals,
  formatPaise,
  parseQuantity,
  parseRupees,
  submissionProblems,
  validateElementValue,
  type TStageAnswers,
  type TStageElement,
} from "./element-values";

/** "path: message" for every issue, [] when the config is accepted. */
const issuesOf = (kind: TElementKind, raw: unknown) => {
  try {
    parseElementConfig(kind, raw);
    return [];
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    return error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  }
};

describe("ELEMENT_KINDS and KIND_HOLDS_VALUE", () => {
  it("lists the fourteen kinds of the schema's ElementKind", () => {
    expect(ELEMENT_KINDS).toEqual([
      "SECTION",
      "SHORT_TEXT",
      "LONG_TEXT",
      "NUMBER",
      "AMOUNT",
      "DATE",
      "SINGLE_SELECT",
      "MULTI_SELECT",
      "YES_NO",
      "FILE",
      "PHOTO_SET",
      "COST_TABLE",
      "VENDOR_LIST",
      "OTP_SIGNATURE",
    ]);
  });

  it("says which kinds keep a plain value", () => {
    const holding = ELEMENT_KINDS.filter((kind) => KIND_HOLDS_VALUE[kind]);
    expect(holding).toEqual(["SHORT_TEXT", "LONG_TEXT", "NUMBER", "AMOUNT", "DATE", "SINGLE_SELECT", "MULTI_SELECT", "YES_NO"]);
  });
});

describe("parseElementConfig: defaults", () => {
  it.each([
    ["SECTION", {}, {}],
    ["YES_NO", {}, {}],
    ["COST_TABLE", {}, { maxRows: 50 }],
    ["SHORT_TEXT", {}, { maxLength: 200 }],
    ["LONG_TEXT", {}, { maxLength: 5000 }],
    ["NUMBER", {}, { integer: false }],
    ["AMOUNT", {}, {}],
    ["DATE", {}, {}],
    ["SINGLE_SELECT", { options: ["A"] }, { options: ["A"] }],
    ["MULTI_SELECT", { options: ["A", "B"] }, { options: ["A", "B"] }],
    ["FILE", { fileTypes: ["pdf"] }, { fileTypes: ["pdf"], maxFileBytes: MAX_FILE_BYTES, maxFiles: 1 }],
    ["PHOTO_SET", {}, { minPhotos: 1, maxPhotos: 20, maxFileBytes: 10485760 }],
    ["VENDOR_LIST", {}, { minVendors: 0, maxVendors: 10 }],
    ["OTP_SIGNATURE", { signer: "AREA_CHAIRMAN" }, { signer: "AREA_CHAIRMAN" }],
  ] as const)("%s %j -> %j", (kind, raw, parsed) => {
    expect(parseElementConfig(kind, raw)).toEqual(parsed);
  });

  it("keeps settings given and treats a missing config as empty", () => {
    expect(parseElementConfig("SHORT_TEXT", { maxLength: 500 })).toEqual({ maxLength: 500 });
    expect(parseElementConfig("NUMBER", { min: -1.5, max: 2.5, integer: true })).toEqual({ min: -1.5, max: 2.5, integer: true });
    expect(parseElementConfig("AMOUNT", { minPaise: 0, maxPaise: Number.MAX_SAFE_INTEGER })).toEqual({
      minPaise: 0,
      maxPaise: Number.MAX_SAFE_INTEGER,
    });
    expect(parseElementConfig("DATE", { min: "1950-01-01", max: "2024-02-29" })).toEqual({
      min: "1950-01-01",
      max: "2024-02-29",
    });
    expect(parseElementConfig("SECTION", undefined)).toEqual({});
    expect(parseElementConfig("COST_TABLE", null)).toEqual({ maxRows: 50 });
    expect(parseElementConfig("VENDOR_LIST", { minVendors: 20, maxVendors: 20 })).toEqual({ minVendors: 20, maxVendors: 20 });
  });

  it("cleans options as typed lines", () => {
    expect(parseElementConfig("SINGLE_SELECT", { options: [" Yes ", "No\u200b", "Not  sure"] }).options).toEqual([
      "Yes",
      "No",
      "Not sure",
    ]);
  });
});

describe("parseElementConfig: refusals", () => {
  it("refuses unknown settings and non-objects", () => {
    expect(issuesOf("SECTION", { colour: "red" })).toEqual(["config: has unknown settings: colour"]);
    expect(issuesOf("SHORT_TEXT", { maxLength: 10, minLength: 2 })).toEqual(["config: has unknown settings: minLength"]);
    expect(issuesOf("YES_NO", [])).toEqual(["config: must be an object of settings"]);
    expect(issuesOf("COST_TABLE", "{}")).toEqual(["config: must be an object of settings"]);
  });

  it("refuses a kind that does not exist", () => {
    expect(issuesOf("TABLE" as TElementKind, {})).toEqual(["kind: must be one of the element kinds"]);
  });

  it.each([
    ["SHORT_TEXT", { maxLength: 0 }, "config.maxLength: must be at least 1"],
    ["SHORT_TEXT", { maxLength: 501 }, "config.maxLength: must be at most 500"],
    ["SHORT_TEXT", { maxLength: 10.5 }, "config.maxLength: must be a whole number"],
    ["SHORT_TEXT", { maxLength: "10" }, "config.maxLength: must be a number"],
    ["LONG_TEXT", { maxLength: 20001 }, "config.maxLength: must be at most 20000"],
    ["COST_TABLE", { maxRows: 0 }, "config.maxRows: must be at least 1"],
    ["COST_TABLE", { maxRows: 201 }, "config.maxRows: must be at most 200"],
    ["NUMBER", { min: Infinity }, "config.min: must be a number"],
    ["NUMBER", { max: NaN }, "config.max: must be a number"],
    ["NUMBER", { integer: "yes" }, "config.integer: must be true or false"],
    ["NUMBER", { min: 5, max: 4 }, "config.max: must not be less than min"],
    ["AMOUNT", { minPaise: -1 }, "config.minPaise: must be at least 0"],
    ["AMOUNT", { maxPaise: 100.5 }, "config.maxPaise: must be a whole number"],
    ["AMOUNT", { maxPaise: 2 ** 53 }, "config.maxPaise: must be at most 9007199254740991"],
    ["AMOUNT", { minPaise: 500, maxPaise: 499 }, "config.maxPaise: must not be less than minPaise"],
    ["DATE", { min: "2023-02-29" }, "config.min: must be a date written YYYY-MM-DD"],
    ["DATE", { max: "2024-1-5" }, "config.max: must be a date written YYYY-MM-DD"],
    ["DATE", { max: 20240105 }, "config.max: must be a date written YYYY-MM-DD"],
    ["DATE", { min: "1949-12-31" }, "config.min: must be a date on or after 01/01/1950"],
    ["DATE", { min: "2024-03-01", max: "2024-02-29" }, "config.max: must not be less than min"],
    ["SINGLE_SELECT", {}, "config.options: is required"],
    ["SINGLE_SELECT", { options: "A, B" }, "config.options: must be a list of options"],
    ["SINGLE_SELECT", { options: [] }, "config.options: must have at least 1 option"],
    [
      "SINGLE_SELECT",
      { options: Array.from({ length: 51 }, (_, i) => `Option ${i}`) },
      "config.options: must have at most 50 options",
    ],
    ["SINGLE_SELECT", { options: ["A", " \u200b "] }, "config.options.1: must not be blank"],
    ["SINGLE_SELECT", { options: ["A", 2] }, "config.options.1: must be text"],
    ["SINGLE_SELECT", { options: ["x".repeat(201)] }, "config.options.0: must be at most 200 characters"],
    ["SINGLE_SELECT", { options: ["A\u0000"] }, "config.options.0: must not contain control characters (found U+0000)"],
    ["SINGLE_SELECT", { options: ["Yes", "No", " yes"] }, "config.options: options must be unique"],
    ["MULTI_SELECT", { options: ["A", "B"], minChoices: -1 }, "config.minChoices: must be at least 0"],
    ["MULTI_SELECT", { options: ["A", "B"], maxChoices: 3 }, "config.maxChoices: must be at most 2, the number of options"],
    [
      "MULTI_SELECT",
      { options: ["A", "B"], minChoices: 2, maxChoices: 1 },
      "config.maxChoices: must not be less than minChoices",
    ],
    ["MULTI_SELECT", { options: ["A", "a"] }, "config.options: options must be unique"],
    ["FILE", {}, "config.fileTypes: is required"],
    ["FILE", { fileTypes: [] }, "config.fileTypes: must have at least 1 file type"],
    ["FILE", { fileTypes: ["pdf", "exe"] }, "config.fileTypes.1: must be one of pdf, jpg, png, gif"],
    ["FILE", { fileTypes: ["pdf", "png", "pdf"] }, "config.fileTypes: file types must be unique"],
    ["FILE", { fileTypes: ["pdf"], maxFileBytes: 10485761 }, "config.maxFileBytes: must be at most 10485760"],
    ["FILE", { fileTypes: ["pdf"], maxFileBytes: 0 }, "config.maxFileBytes: must be at least 1"],
    ["FILE", { fileTypes: ["pdf"], maxFiles: 21 }, "config.maxFiles: must be at most 20"],
    ["FILE", { fileTypes: ["pdf"], maxFiles: 0 }, "config.maxFiles: must be at least 1"],
    ["PHOTO_SET", { minPhotos: 0 }, "config.minPhotos: must be at least 1"],
    ["PHOTO_SET", { maxPhotos: 51 }, "config.maxPhotos: must be at most 50"],
    ["PHOTO_SET", { minPhotos: 21 }, "config.maxPhotos: must not be less than minPhotos"],
    ["PHOTO_SET", { maxFileBytes: 10485761 }, "config.maxFileBytes: must be at most 10485760"],
    ["VENDOR_LIST", { minVendors: 21 }, "config.minVendors: must be at most 20"],
    ["VENDOR_LIST", { maxVendors: 0 }, "config.maxVendors: must be at least 1"],
    ["VENDOR_LIST", { minVendors: 11 }, "config.maxVendors: must not be less than minVendors"],
    ["VENDOR_LIST", { minVendors: 5, maxVendors: 0 }, "config.maxVendors: must be at least 1"],
    ["OTP_SIGNATURE", {}, "config.signer: is required"],
    ["OTP_SIGNATURE", { signer: "TREASURER" }, "config.signer: must be TABLE_CHAIRMAN or AREA_CHAIRMAN"],
  ] as const)("%s %j: %s", (kind, raw, issue) => {
    expect(issuesOf(kind, raw)).toEqual([issue]);
  });

  it("does not compare a pair when one of them is already refused", () => {
    expect(issuesOf("DATE", { min: "1949-12-31", max: "1900-01-01" })).toEqual([
      "config.min: must be a date on or after 01/01/1950",
      "config.max: must be a date on or after 01/01/1950",
    ]);
    expect(issuesOf("NUMBER", { min: 5, max: "4" })).toEqual(["config.max: must be a number"]);
  });

  it("checks { kind, config } for the form builder's routes", () => {
    const result = ZElementConfig.safeParse({ kind: "SHORT_TEXT", config: { maxLength: 600 } });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["config", "maxLength"], "must be at most 500"],
    ]);
    expect(ZElementConfig.parse({ kind: "LONG_TEXT" })).toEqual({ kind: "LONG_TEXT", config: { maxLength: 5000 } });
  });
});

/** Saves `raw` into an element labelled "Field". */
const save = (kind: TElementKind, config: unknown, raw: unknown) => validateElementValue({ kind, label: "Field", config }, raw);
const saved = (value: unknown) => ({ ok: true, value });
const refused = (reason: string) => ({ ok: false, message: `Field ${reason}` });

describe("validateElementValue: not answered", () => {
  const configs: Partial<Record<TElementKind, unknown>> = { SINGLE_SELECT: { options: ["A"] }, MULTI_SELECT: { options: ["A"] } };
  it.each(ELEMENT_KINDS.filter((kind) => KIND_HOLDS_VALUE[kind]))(
    "%s: null, undefined, blank text or [] save as null",
    (kind) => {
      for (const raw of [null, undefined, "", "   ", "\u200b\n", []])
        expect(save(kind, configs[kind] ?? {}, raw)).toEqual(saved(null));
    },
  );

  it.each(["SECTION", "FILE", "PHOTO_SET", "COST_TABLE", "VENDOR_LIST", "OTP_SIGNATURE"] as const)(
    "%s takes no value",
    (kind) => {
      expect(save(kind, { fileTypes: ["pdf"], signer: "TABLE_CHAIRMAN" }, "x")).toEqual(refused("is not answered with a value"));
    },
  );

  it("refuses control characters in any text typed", () => {
    expect(save("SHORT_TEXT", {}, "a\u0000b")).toEqual(refused("must not contain control characters (found U+0000)"));
    expect(save("NUMBER", {}, "1\u0007")).toEqual(refused("must not contain control characters (found U+0007)"));
    expect(save("LONG_TEXT", {}, "line\u001bnext")).toEqual(refused("must not contain control characters (found U+001B)"));
  });

  it("throws when the stored config itself is invalid", () => {
    expect(() => save("SHORT_TEXT", { maxLength: -1 }, "x")).toThrow(ZodError);
  });
});

describe("validateElementValue: text", () => {
  it("cleans a short text as one line and measures it after cleaning", () => {
    expect(save("SHORT_TEXT", {}, "  Water\u200b tank\n repair ")).toEqual(saved("Water tank repair"));
    expect(save("SHORT_TEXT", { maxLength: 5 }, " ab\u200bcde ")).toEqual(saved("abcde"));
    expect(save("SHORT_TEXT", { maxLength: 5 }, "abcdef")).toEqual(refused("must be at most 5 characters"));
    expect(save("SHORT_TEXT", {}, "x".repeat(200))).toEqual(saved("x".repeat(200)));
    expect(save("SHORT_TEXT", {}, "x".repeat(201))).toEqual(refused("must be at most 200 characters"));
    expect(save("SHORT_TEXT", {}, 42)).toEqual(refused("must be text"));
  });

  it("keeps a long text's lines", () => {
    expect(save("LONG_TEXT", {}, " First line\r\n\tSecond\u2028Third ")).toEqual(saved("First line\n\tSecond\nThird"));
    expect(save("LONG_TEXT", {}, "x".repeat(5001))).toEqual(refused("must be at most 5000 characters"));
    expect(save("LONG_TEXT", { maxLength: 20000 }, "x".repeat(20000))).toEqual(saved("x".repeat(20000)));
    expect(save("LONG_TEXT", {}, ["a"])).toEqual(refused("must be text"));
  });
});

describe("validateElementValue: NUMBER", () => {
  it("takes finite numbers and numeric strings", () => {
    expect(save("NUMBER", {}, 12.5)).toEqual(saved(12.5));
    expect(save("NUMBER", {}, " 12.5 ")).toEqual(saved(12.5));
    expect(save("NUMBER", {}, "-3")).toEqual(saved(-3));
    expect(save("NUMBER", {}, ".5")).toEqual(saved(0.5));
    expect(save("NUMBER", {}, -0)).toEqual(saved(0));
    expect(Object.is((save("NUMBER", {}, "-0") as { value: number }).value, 0)).toBe(true);
  });

  it.each([Infinity, NaN, "12abc", "1,000", "1e5", "0x10", "abc", true, {}, [1]])("refuses %p", (raw) => {
    expect(save("NUMBER", {}, raw)).toEqual(refused("must be a number"));
  });

  it("applies integer, min and max", () => {
    expect(save("NUMBER", { integer: true }, 2.5)).toEqual(refused("must be a whole number"));
    expect(save("NUMBER", { integer: true }, "7")).toEqual(saved(7));
    expect(save("NUMBER", { min: 1.5, max: 10 }, 1)).toEqual(refused("must be at least 1.5"));
    expect(save("NUMBER", { min: 1.5, max: 10 }, 11)).toEqual(refused("must be at most 10"));
    expect(save("NUMBER", { min: 1.5, max: 10 }, 1.5)).toEqual(saved(1.5));
    expect(save("NUMBER", { min: 1.5, max: 10 }, "10")).toEqual(saved(10));
    // The limits as a member reads numbers: grouped the Indian way, every decimal kept.
    expect(save("NUMBER", { max: 100_000 }, 100_001)).toEqual(refused("must be at most 1,00,000"));
    expect(save("NUMBER", { min: 1_234.125 }, 1_000)).toEqual(refused("must be at least 1,234.125"));
  });
});

describe("validateElementValue: AMOUNT", () => {
  it.each([
    ["125000", 12500000],
    ["1,25,000", 12500000],
    ["125,000", 12500000],
    ["1,25,000.50", 12500050],
    ["₹ 1,25,000", 12500000],
    ["₹1,25,000.5", 12500050],
    ["Rs. 500/-", 50000],
    ["12,34,56,789", 123456789_00],
    ["0.29", 29],
    ["19.99", 1999],
    ["1.1", 110],
    ["1,00,000.5", 10000050],
    ["125.", 12500],
    ["0", 0],
  ])("rupees %p are %p paise", (raw, paise) => {
    expect(save("AMOUNT", {}, raw)).toEqual(saved(paise));
  });

  it("takes a number as whole paise", () => {
    expect(save("AMOUNT", {}, 1999)).toEqual(saved(1999));
    expect(save("AMOUNT", {}, 0)).toEqual(saved(0));
    expect(save("AMOUNT", {}, 19.99)).toEqual(refused("must be a whole number of paise"));
    expect(save("AMOUNT", {}, -5)).toEqual(refused("must not be negative"));
    expect(save("AMOUNT", {}, 2 ** 53)).toEqual(refused("is too large"));
  });

  it.each([
    ["1.005", "must be an amount in rupees with at most 2 decimals"],
    ["0.291", "must be an amount in rupees with at most 2 decimals"],
    ["1.500", "must be an amount in rupees with at most 2 decimals"],
    ["-500", "must not be negative"],
    ["₹-500", "must not be negative"],
    ["- ₹ 500", "must not be negative"],
    ["1,2,3", "must be an amount in rupees, such as 1,25,000.50"],
    ["12,5000", "must be an amount in rupees, such as 1,25,000.50"],
    [",500", "must be an amount in rupees, such as 1,25,000.50"],
    ["1e5", "must be an amount in rupees, such as 1,25,000.50"],
    ["five hundred", "must be an amount in rupees, such as 1,25,000.50"],
    ["$500", "must be an amount in rupees, such as 1,25,000.50"],
    ["90071992547409.92", "is too large"],
  ])("refuses %p: %s", (raw, reason) => {
    expect(save("AMOUNT", {}, raw)).toEqual(refused(reason));
  });

  it.each([
    ["2.5", 250],
    ["1000", 100000],
    ["1,000", 100000],
    ["1,00,000", 10000000],
    ["100,000.50", 10000050],
    [" 10,00,000 ", 100000000],
    ["007", 700],
    ["0.01", 1],
  ])("reads the quantity %p as %p hundredths", (typed, hundredths) => {
    expect(parseQuantity(typed)).toEqual({ ok: true, hundredths });
  });

  it.each([
    ["1.234", "must be a positive number with at most 2 decimals, such as 1,000 or 2.5"],
    ["1,0000", "must be a positive number with at most 2 decimals, such as 1,000 or 2.5"],
    ["-3", "must be a positive number with at most 2 decimals, such as 1,000 or 2.5"],
    ["1e3", "must be a positive number with at most 2 decimals, such as 1,000 or 2.5"],
    ["", "must be a positive number with at most 2 decimals, such as 1,000 or 2.5"],
    ["0", "must be more than 0 and at most 10,00,000"],
    ["0.00", "must be more than 0 and at most 10,00,000"],
    ["10,00,000.01", "must be more than 0 and at most 10,00,000"],
    ["99999999999999999999", "must be more than 0 and at most 10,00,000"],
  ])("refuses the quantity %p: %s", (typed, message) => {
    expect(parseQuantity(typed)).toEqual({ ok: false, message });
  });

  it("keeps the largest safe amount exact", () => {
    expect(save("AMOUNT", {}, "90071992547409.91")).toEqual(saved(Number.MAX_SAFE_INTEGER));
    expect(parseRupees("₹ 1,25,000.50")).toEqual({ ok: true, paise: 12500050 });
  });

  it("applies minPaise and maxPaise, naming them in rupees", () => {
    const config = { minPaise: 100000, maxPaise: 12500050 };
    expect(save("AMOUNT", config, "999.99")).toEqual(refused("must be at least ₹1,000"));
    expect(save("AMOUNT", config, "1,25,000.51")).toEqual(refused("must be at most ₹1,25,000.50"));
    expect(save("AMOUNT", config, "1000")).toEqual(saved(100000));
    expect(save("AMOUNT", config, 12500050)).toEqual(saved(12500050));
  });

  it("refuses other types", () => {
    expect(save("AMOUNT", {}, true)).toEqual(refused("must be an amount in rupees, such as 1,25,000.50"));
  });
});

describe("validateElementValue: DATE", () => {
  it("takes real dates written YYYY-MM-DD", () => {
    expect(save("DATE", {}, " 2024-02-29 ")).toEqual(saved("2024-02-29"));
    expect(save("DATE", {}, "1950-01-01")).toEqual(saved("1950-01-01"));
  });

  it.each(["2023-02-29", "2024-13-01", "2024-04-31", "24-01-05", "05/01/2024", "2024-01-05T00:00:00Z", 20240105])(
    "refuses %p",
    (raw) => {
      expect(save("DATE", {}, raw)).toEqual(refused("must be a date written YYYY-MM-DD"));
    },
  );

  it("refuses dates before 1950 and outside min/max", () => {
    expect(save("DATE", {}, "1949-12-31")).toEqual(refused("must be a date on or after 01/01/1950"));
    const config = { min: "2024-04-01", max: "2025-03-31" };
    expect(save("DATE", config, "2024-03-31")).toEqual(refused("must be a date on or after 01/04/2024"));
    expect(save("DATE", config, "2025-04-01")).toEqual(refused("must be a date on or before 31/03/2025"));
    expect(save("DATE", config, "2024-04-01")).toEqual(saved("2024-04-01"));
    expect(save("DATE", config, "2025-03-31")).toEqual(saved("2025-03-31"));
  });
});

describe("validateElementValue: choices and yes/no", () => {
  const options = { options: ["Water", "School building", "Toilets"] };

  it("takes one of the options after cleaning, exactly", () => {
    expect(save("SINGLE_SELECT", options, " School\u00a0building ")).toEqual(saved("School building"));
    expect(save("SINGLE_SELECT", options, "water")).toEqual(refused("must be one of the options"));
    expect(save("SINGLE_SELECT", options, "Roads")).toEqual(refused("must be one of the options"));
    expect(save("SINGLE_SELECT", options, ["Water"])).toEqual(refused("must be one of the options"));
  });

  it("takes several unique options, kept in the options' order", () => {
    expect(save("MULTI_SELECT", options, ["Toilets", " Water"])).toEqual(saved(["Water", "Toilets"]));
    expect(save("MULTI_SELECT", options, "Water")).toEqual(refused("must be a list of the options"));
    expect(save("MULTI_SELECT", options, ["Water", "Roads"])).toEqual(refused("must only hold the options"));
    expect(save("MULTI_SELECT", options, ["Water", 1])).toEqual(refused("must only hold the options"));
    expect(save("MULTI_SELECT", options, ["Water", "Water "])).toEqual(refused("must not hold an option twice"));
  });

  it("checks maxChoices on save and leaves minChoices to submission", () => {
    const limited = { ...options, minChoices: 2, maxChoices: 2 };
    expect(save("MULTI_SELECT", limited, ["Water", "Toilets", "School building"])).toEqual(
      refused("must have at most 2 choices"),
    );
    expect(save("MULTI_SELECT", { ...options, maxChoices: 1 }, ["Water", "Toilets"])).toEqual(
      refused("must have at most 1 choice"),
    );
    expect(save("MULTI_SELECT", limited, ["Water"])).toEqual(saved(["Water"]));
  });

  it("takes yes/no as booleans or words", () => {
    expect(save("YES_NO", {}, true)).toEqual(saved(true));
    expect(save("YES_NO", {}, false)).toEqual(saved(false));
    expect(save("YES_NO", {}, " Yes ")).toEqual(saved(true));
    expect(save("YES_NO", {}, "TRUE")).toEqual(saved(true));
    expect(save("YES_NO", {}, "no")).toEqual(saved(false));
    expect(save("YES_NO", {}, "false")).toEqual(saved(false));
    for (const raw of ["y", "1", 1, 0, "maybe", "constructor"])
      expect(save("YES_NO", {}, raw)).toEqual(refused("must be yes or no"));
  });
});

describe("submissionProblems", () => {
  let nextId = 0;
  const element = (kind: TElementKind, fields: Partial<TStageElement> = {}): TStageElement => ({
    id: ++nextId,
    parentId: null,
    kind,
    label: `${kind} ${nextId}`,
    required: false,
    config: {},
    position: nextId,
    ...fields,
  });
  const answers = (fields: Partial<TStageAnswers> = {}): TStageAnswers => ({
    values: new Map(),
    fileCounts: new Map(),
    costRows: new Map(),
    vendorCounts: new Map(),
    signed: new Set(),
    ...fields,
  });
  const messagesOf = (elements: TStageElement[], given: TStageAnswers) =>
    submissionProblems(elements, given).map((p) => p.message);

  it("reports required values left unanswered, with id and label", () => {
    const title = element("SHORT_TEXT", { id: 101, label: "Title", required: true });
    expect(submissionProblems([title], answers())).toEqual([{ elementId: 101, label: "Title", message: "is required" }]);
    expect(messagesOf([title], answers({ values: new Map([[101, ""]]) }))).toEqual(["is required"]);
    expect(messagesOf([title], answers({ values: new Map([[101, "Water tank"]]) }))).toEqual([]);
    const optional = element("NUMBER");
    expect(messagesOf([optional], answers())).toEqual([]);
    const yesNo = element("YES_NO", { id: 102, required: true });
    expect(messagesOf([yesNo], answers({ values: new Map([[102, false]]) }))).toEqual([]);
  });

  it("reports MULTI_SELECT below minChoices, and [] as unanswered", () => {
    const config = { options: ["A", "B", "C"], minChoices: 2 };
    const areas = element("MULTI_SELECT", { id: 201, config });
    expect(messagesOf([areas], answers({ values: new Map([[201, ["A"]]]) }))).toEqual(["needs at least 2 choices"]);
    expect(messagesOf([areas], answers({ values: new Map([[201, ["A", "C"]]]) }))).toEqual([]);
    expect(messagesOf([areas], answers())).toEqual([]);
    const required = element("MULTI_SELECT", { id: 202, config, required: true });
    expect(messagesOf([required], answers({ values: new Map([[202, []]]) }))).toEqual(["is required"]);
  });

  it("reports files: a required one missing, too many", () => {
    const config = { fileTypes: ["pdf"], maxFiles: 2 };
    const quote = element("FILE", { id: 301, config, required: true });
    expect(messagesOf([quote], answers())).toEqual(["needs a file"]);
    expect(messagesOf([quote], answers({ fileCounts: new Map([[301, 3]]) }))).toEqual(["must have at most 2 files"]);
    expect(messagesOf([quote], answers({ fileCounts: new Map([[301, 2]]) }))).toEqual([]);
    expect(messagesOf([element("FILE", { config })], answers())).toEqual([]);
  });

  it("reports photo sets short of minPhotos when required or started", () => {
    const config = { minPhotos: 3, maxPhotos: 4 };
    const optional = element("PHOTO_SET", { id: 401, config });
    expect(messagesOf([optional], answers())).toEqual([]);
    expect(messagesOf([optional], answers({ fileCounts: new Map([[401, 2]]) }))).toEqual(["needs at least 3 photos"]);
    expect(messagesOf([optional], answers({ fileCounts: new Map([[401, 5]]) }))).toEqual(["must have at most 4 photos"]);
    const required = element("PHOTO_SET", { id: 402, required: true });
    expect(messagesOf([required], answers())).toEqual(["needs at least 1 photo"]);
    expect(messagesOf([required], answers({ fileCounts: new Map([[402, 1]]) }))).toEqual([]);
  });

  it("reports a required cost table with no lines", () => {
    const costs = element("COST_TABLE", { id: 501, required: true, config: { maxRows: 2 } });
    expect(messagesOf([costs], answers())).toEqual(["needs at least one cost line"]);
    expect(messagesOf([costs], answers({ costRows: new Map([[501, 2]]) }))).toEqual([]);
    expect(messagesOf([costs], answers({ costRows: new Map([[501, 3]]) }))).toEqual(["must have at most 2 cost lines"]);
    expect(messagesOf([element("COST_TABLE")], answers())).toEqual([]);
  });

  it("reports vendor lists below minVendors, or empty when required", () => {
    const three = element("VENDOR_LIST", { id: 601, config: { minVendors: 3 } });
    expect(messagesOf([three], answers())).toEqual(["needs at least 3 vendors"]);
    expect(messagesOf([three], answers({ vendorCounts: new Map([[601, 3]]) }))).toEqual([]);
    const required = element("VENDOR_LIST", { id: 602, required: true });
    expect(messagesOf([required], answers())).toEqual(["needs at least 1 vendor"]);
    expect(messagesOf([required], answers({ vendorCounts: new Map([[602, 11]]) }))).toEqual(["must have at most 10 vendors"]);
    expect(messagesOf([element("VENDOR_LIST")], answers())).toEqual([]);
  });

  it("ignores signatures and sections, required or not", () => {
    const signature = element("OTP_SIGNATURE", { required: true, config: { signer: "TABLE_CHAIRMAN" } });
    expect(messagesOf([signature, element("SECTION", { required: true })], answers())).toEqual([]);
  });

  it("reports in tree order: parents before children, siblings by position", () => {
    const required = { required: true };
    const elements = [
      element("SHORT_TEXT", { id: 7, label: "Inside B, second", parentId: 2, position: 2, ...required }),
      element("SECTION", { id: 2, label: "Section B", position: 2 }),
      element("SHORT_TEXT", { id: 5, label: "Inside A", parentId: 1, position: 1, ...required }),
      element("SHORT_TEXT", { id: 3, label: "Top, last", position: 3, ...required }),
      element("SHORT_TEXT", { id: 6, label: "Inside B, first", parentId: 2, position: 1, ...required }),
      element("SECTION", { id: 1, label: "Section A", position: 1 }),
      element("SECTION", { id: 8, label: "Nested in B", parentId: 2, position: 3 }),
      element("DATE", { id: 9, label: "Deep in B", parentId: 8, position: 1, ...required }),
      element("SHORT_TEXT", { id: 4, label: "Top, first", position: 0, ...required }),
    ];
    expect(submissionProblems(elements, answers()).map((problem) => problem.label)).toEqual([
      "Top, first",
      "Inside A",
      "Inside B, first",
      "Inside B, second",
      "Deep in B",
      "Top, last",
    ]);
  });

  it("checks elements whose parent is missing at the top, and elements in a parent cycle last", () => {
    const elements = [
      element("SHORT_TEXT", { id: 11, label: "Cycle", parentId: 12, position: 0, required: true }),
      element("SECTION", { id: 12, parentId: 11, position: 1 }),
      element("SHORT_TEXT", { id: 13, label: "Orphan", parentId: 99, position: 2, required: true }),
      element("SHORT_TEXT", { id: 14, label: "Top", position: 1, required: true }),
    ];
    expect(submissionProblems(elements, answers()).map((problem) => problem.label)).toEqual(["Top", "Orphan", "Cycle"]);
  });
});

describe("formatPaise", () => {
  it.each([
    [12500000, "₹1,25,000"],
    [10000050, "₹1,00,000.50"],
    [0, "₹0"],
    [5, "₹0.05"],
    [1999, "₹19.99"],
    [123456789_00, "₹12,34,56,789"],
    [Number.MAX_SAFE_INTEGER, "₹9,00,71,99,25,47,409.91"],
    [-10000050, "-₹1,00,000.50"],
  ])("%p -> %p", (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });

  it("refuses what is not whole paise", () => {
    expect(() => formatPaise(12.5)).toThrow(RangeError);
    expect(() => formatPaise(2 ** 53)).toThrow(RangeError);
  });
});

describe("costTotals", () => {
  it("multiplies exactly, rounding each line half up to the paisa", () => {
    expect(costTotals([{ quantity: 2.5, unitCostPaise: 33333 }])).toEqual({ lines: [83333], totalPaise: 83333 });
    expect(costTotals([{ quantity: 0.5, unitCostPaise: 1 }])).toEqual({ lines: [1], totalPaise: 1 });
    expect(costTotals([{ quantity: 0.49, unitCostPaise: 1 }])).toEqual({ lines: [0], totalPaise: 0 });
    expect(costTotals([{ quantity: 1.15, unitCostPaise: 10 }])).toEqual({ lines: [12], totalPaise: 12 }); // 11.5, not 11.499...
    expect(costTotals([{ quantity: 0.29, unitCostPaise: 100 }])).toEqual({ lines: [29], totalPaise: 29 });
  });

  it("adds the lines", () => {
    const rows = [
      { quantity: 3, unitCostPaise: 1999 },
      { quantity: 1.5, unitCostPaise: 1250000 },
      { quantity: 0, unitCostPaise: 500 },
    ];
    expect(costTotals(rows)).toEqual({ lines: [5997, 1875000, 0], totalPaise: 1880997 });
    expect(costTotals([])).toEqual({ lines: [], totalPaise: 0 });
  });

  it("stays exact where floating point would not", () => {
    // 333 hundredths times the unit cost is past 2^53, where floats lose paise; the line is not.
    expect(costTotals([{ quantity: 3.33, unitCostPaise: 90071992547409 }]).lines).toEqual([299939735182872]);
    expect(costTotals([{ quantity: 0.01, unitCostPaise: Number.MAX_SAFE_INTEGER }]).lines).toEqual([90071992547410]);
  });

  it("refuses totals past Number.MAX_SAFE_INTEGER", () => {
    expect(() => costTotals([{ quantity: 1.01, unitCostPaise: Number.MAX_SAFE_INTEGER }])).toThrow(RangeError);
    const half = { quantity: 1, unitCostPaise: Math.ceil(Number.MAX_SAFE_INTEGER / 2) };
    expect(() => costTotals([half, half])).toThrow(RangeError);
  });

  it("refuses negative or finer quantities and unit costs that are not whole paise", () => {
    expect(() => costTotals([{ quantity: 1.005, unitCostPaise: 100 }])).toThrow(RangeError);
    expect(() => costTotals([{ quantity: -1, unitCostPaise: 100 }])).toThrow(RangeError);
    expect(() => costTotals([{ quantity: NaN, unitCostPaise: 100 }])).toThrow(RangeError);
    expect(() => costTotals([{ quantity: 1, unitCostPaise: 10.5 }])).toThrow(RangeError);
    expect(() => costTotals([{ quantity: 1, unitCostPaise: -1 }])).toThrow(RangeError);
  });
});
