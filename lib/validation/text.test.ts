// @database-independent
// The shared text rules: NFC, format characters, joiners in Indic words and emoji, controls,
// whitespace, and the required/min/max checks on the cleaned text.
import {
  cleanText,
  comparisonKey,
  forbiddenCharacter,
  isBlank,
  zExactText,
  zMultilineText,
  zOptionalText,
  zSearchText,
  zText,
} from "./text";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("cleanText", () => {
  it("normalises to NFC", () => {
    expect(cleanText("Caf\u0065\u0301")).toBe("Caf\u00e9");
  });

  it("removes zero-width spaces, BOM, soft hyphens, word joiners and bidi controls", () => {
    expect(cleanText("Fin\u200bance")).toBe("Finance");
    expect(cleanText("\ufeffFin\u00adance\u2060")).toBe("Finance");
    expect(cleanText("\u202eecnaniF")).toBe("ecnaniF");
    expect(cleanText("\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u200e\u200fA")).toBe("A");
  });

  it("keeps ZWJ/ZWNJ inside Indic words and emoji, drops them elsewhere", () => {
    expect(cleanText("क्\u200dष")).toBe("क्\u200dष");
    expect(cleanText("र्\u200cय")).toBe("र्\u200cय");
    expect(cleanText("অ\u200cক")).toBe("অ\u200cক");
    expect(cleanText("അവന്\u200d")).toBe("അവന്\u200d"); // Malayalam chillu, old encoding
    expect(cleanText("👩\u200d💻")).toBe("👩\u200d💻");
    expect(cleanText("👍🏽\u200d👍")).toBe("👍🏽\u200d👍");
    expect(cleanText("\u200dFinance\u200c")).toBe("Finance");
    expect(cleanText("Fin \u200d ance")).toBe("Fin ance");
    expect(cleanText("\u200d\u200c")).toBe("");
  });

  it("keeps a subdivision flag's tag characters", () => {
    const england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}";
    expect(cleanText(`Go ${england}`)).toBe(`Go ${england}`);
    expect(cleanText("A\u{E0041}")).toBe("A");
  });

  it("collapses and trims all whitespace on one line; keeps tabs and line breaks over several lines", () => {
    expect(cleanText("\u3000 Garden\u00a0\u00a0Care\t\n ")).toBe("Garden Care");
    expect(cleanText(" line 1\r\n\tline\u200b 2\u2028line 3\n\u00a0", "multiline")).toBe("line 1\n\tline 2\nline 3");
  });
});

describe("forbidden characters", () => {
  it("names NUL, other C0/C1 controls, DEL and lone surrogates; allows whitespace controls", () => {
    expect(forbiddenCharacter("a\u0000b")).toBe("U+0000");
    expect(forbiddenCharacter("\u001b[31m")).toBe("U+001B");
    expect(forbiddenCharacter("\u007f")).toBe("U+007F");
    expect(forbiddenCharacter("\u009b")).toBe("U+009B");
    expect(forbiddenCharacter("a\ud800")).toBe("U+D800");
    expect(forbiddenCharacter("\u000b")).toBe("U+000B");
    expect(forbiddenCharacter("a\tb\nc\rd")).toBeNull();
    expect(forbiddenCharacter("😀 क्ष")).toBeNull();
  });
});

describe("blank and comparison", () => {
  it("invisible-only text is blank", () => {
    for (const text of ["\u200b", "\u3000\u00a0", "\u3164", "\ufe0f", "\u034f"]) expect(isBlank(cleanText(text))).toBe(true);
    expect(isBlank("x")).toBe(false);
  });

  it("comparison keys ignore case, spacing, composition, compatibility forms and joiners", () => {
    expect(comparisonKey("Fin\u200bance")).toBe(comparisonKey("FINANCE"));
    expect(comparisonKey("Caf\u0065\u0301")).toBe(comparisonKey("caf\u00e9"));
    expect(comparisonKey("ＦＩＮＡＮＣＥ")).toBe("finance");
    expect(comparisonKey("Straße")).toBe(comparisonKey("STRASSE"));
    expect(comparisonKey("क्\u200dष")).toBe(comparisonKey("क्ष"));
    expect(comparisonKey(" it\tSUPPORT")).toBe(comparisonKey("IT Support"));
    expect(comparisonKey("Finance")).not.toBe(comparisonKey("Fiance"));
  });
});

describe("schemas", () => {
  it("zText: required and length on the cleaned text, messages with or without a label", () => {
    expect(zText({ max: 10 }).parse("  Fin\u200bance ")).toBe("Finance");
    expect(messageOf(zText({ max: 10 }).safeParse("\u200b\u3000"))).toBe("is required");
    expect(messageOf(zText({ max: 10 }).safeParse(undefined))).toBe("is required");
    expect(messageOf(zText({ max: 10 }).safeParse(5))).toBe("must be text");
    expect(messageOf(zText({ label: "Title", min: 3, max: 200 }).safeParse("a\u200bb"))).toBe(
      "Title must be at least 3 characters",
    );
    expect(messageOf(zText({ label: "Title", max: 3 }).safeParse("abcd"))).toBe("Title must be at most 3 characters");
    expect(zText({ max: 3 }).parse("ab\u200b\u200bc")).toBe("abc");
    expect(messageOf(zText({ label: "Title", max: 10 }).safeParse("a\u0000"))).toBe(
      "Title must not contain control characters (found U+0000)",
    );
  });

  it("zMultilineText keeps line breaks and refuses NUL", () => {
    expect(zMultilineText({ max: 50 }).parse("Step 1\r\nStep 2\n")).toBe("Step 1\nStep 2");
    expect(messageOf(zMultilineText({ max: 50 }).safeParse("\u200b\n\u3000"))).toBe("is required");
    expect(messageOf(zMultilineText({ max: 50 }).safeParse("ok\u0000"))).toMatch(/control characters/);
  });

  it("zOptionalText: missing, null, blank and invisible-only become null", () => {
    const schema = zOptionalText({ max: 20 });
    for (const value of [undefined, null, "", "  ", "\u200b\ufeff"]) expect(schema.parse(value)).toBeNull();
    expect(schema.parse(" Mr.\u00a0 ")).toBe("Mr.");
    expect(messageOf(schema.safeParse("\u0007"))).toMatch(/control characters/);
  });

  it("zSearchText: blank means no search", () => {
    expect(zSearchText().parse(undefined)).toBeUndefined();
    expect(zSearchText().parse("\u200b")).toBeUndefined();
    expect(zSearchText().parse(" pro\u00adjector ")).toBe("projector");
  });

  it("zExactText refuses invisible characters instead of removing them", () => {
    expect(zExactText({ max: 40 }).parse(" admin ")).toBe("admin");
    expect(messageOf(zExactText({ max: 40 }).safeParse("ad\u200bmin"))).toBe("must not contain invisible characters");
    expect(messageOf(zExactText({ max: 40 }).safeParse("\ufeffadmin"))).toBe("must not contain invisible characters");
    expect(messageOf(zExactText({ max: 40 }).safeParse("ad\u0000min"))).toMatch(/control characters/);
  });
});
