// @database-independent
// The completion checks as pure rules: each passes or fails with a reason in plain words, an
// untagged pack fails, and the Admin's override covers only the checks it was given for.
import {
  evaluateCompletionChecks,
  failingKeys,
  MIN_COMPLETION_PHOTOS,
  overrideCovers,
  type TCheckElement,
  type TCompletionEvidence,
} from "./completion-checks";

const ELEMENTS: TCheckElement[] = [
  { id: 1, kind: "AMOUNT", label: "Amount claimed", check: "CLAIM" },
  { id: 2, kind: "AMOUNT", label: "UC amount", check: "UTILISATION_CERTIFICATE" },
  { id: 3, kind: "COST_TABLE", label: "Invoices", check: "INVOICES" },
  { id: 4, kind: "PHOTO_SET", label: "Photos", check: "COMPLETION_PHOTOS" },
  { id: 5, kind: "FILE", label: "Acknowledgement", check: "ACKNOWLEDGEMENT" },
  { id: 6, kind: "FILE", label: "AC recommendation", check: "AREA_RECOMMENDATION" },
];

const photos = (count: number) => Array.from({ length: count }, (_, index) => ({ elementId: 4, storedName: `p${index}.png` }));

/** A completion pack that passes every check: ₹4,00,000 claimed, certified and invoiced. */
const passing = (change: Partial<TCompletionEvidence> = {}): TCompletionEvidence => ({
  elements: ELEMENTS,
  values: new Map<number, unknown>([
    [1, 40_000_000],
    [2, 40_000_000],
  ]),
  costs: [
    { elementId: 3, quantityHundredths: 100, unitCostPaise: 25_000_000 },
    { elementId: 3, quantityHundredths: 300, unitCostPaise: 5_000_000 },
  ],
  files: [...photos(4), { elementId: 5, storedName: "ack.pdf" }, { elementId: 6, storedName: "ac.pdf" }],
  areaNo: 1,
  areaSigner: { id: 7, name: "Asha Rao" },
  areaChairman: { id: 7, name: "Asha Rao" },
  tolerancePercent: 1,
  ...change,
});

const check = (evidence: TCompletionEvidence, key: string) =>
  evaluateCompletionChecks(evidence).find((entry) => entry.key === key)!;

describe("completion checks", () => {
  it("pass for a complete pack, in a fixed order, with labels and reasons", () => {
    const checks = evaluateCompletionChecks(passing());
    expect(checks.map((entry) => entry.key)).toEqual([
      "UTILISATION_CERTIFICATE",
      "INVOICES",
      "COMPLETION_PHOTOS",
      "ACKNOWLEDGEMENT",
      "AREA_RECOMMENDATION",
    ]);
    expect(checks.every((entry) => entry.passed)).toBe(true);
    expect(checks.every((entry) => entry.label.length > 0 && entry.reason.length > 0)).toBe(true);
    expect(failingKeys(checks)).toEqual([]);
  });

  it("the certificate matches the claim within the tolerance, and says by how much when it does not", () => {
    const values = (certified: number) =>
      new Map<number, unknown>([
        [1, 40_000_000],
        [2, certified],
      ]);
    // 1% of ₹4,00,000 is ₹4,000: exactly at the edge passes, a paisa more fails.
    expect(check(passing({ values: values(40_400_000) }), "UTILISATION_CERTIFICATE").passed).toBe(true);
    expect(check(passing({ values: values(39_600_000) }), "UTILISATION_CERTIFICATE").passed).toBe(true);
    const over = check(passing({ values: values(40_400_001) }), "UTILISATION_CERTIFICATE");
    expect(over.passed).toBe(false);
    expect(over.reason).toContain("₹4,04,000.01");
    expect(over.reason).toContain("₹4,00,000");
    expect(over.reason).toContain("1%");
    expect(check(passing({ values: values(41_000_000), tolerancePercent: 2.5 }), "UTILISATION_CERTIFICATE").passed).toBe(true);
    expect(check(passing({ values: values(40_000_001), tolerancePercent: 0 }), "UTILISATION_CERTIFICATE").passed).toBe(false);
    const missing = check(passing({ values: new Map([[1, 40_000_000]]) }), "UTILISATION_CERTIFICATE");
    expect(missing).toMatchObject({ passed: false, reason: '"UC amount" has not been entered' });
  });

  it("the invoices add up to the claim to the paisa", () => {
    const off = check(passing({ costs: [{ elementId: 3, quantityHundredths: 100, unitCostPaise: 39_999_999 }] }), "INVOICES");
    expect(off.passed).toBe(false);
    expect(off.reason).toBe("1 invoice adds up to ₹3,99,999.99 but the claim is ₹4,00,000 (₹0.01 less)");
    // 2.5 × ₹1,60,000 = ₹4,00,000 exactly.
    expect(
      check(passing({ costs: [{ elementId: 3, quantityHundredths: 250, unitCostPaise: 16_000_000 }] }), "INVOICES").passed,
    ).toBe(true);
    expect(check(passing({ costs: [] }), "INVOICES")).toMatchObject({ passed: false, reason: "no invoice has been entered" });
    // Cost lines of other elements do not count.
    expect(
      check(passing({ costs: [{ elementId: 99, quantityHundredths: 100, unitCostPaise: 40_000_000 }] }), "INVOICES").passed,
    ).toBe(false);
  });

  it(`needs at least ${MIN_COMPLETION_PHOTOS} photos, the acknowledgement and the recommendation's file`, () => {
    const three = check(
      passing({ files: [...photos(3), { elementId: 5, storedName: "a" }, { elementId: 6, storedName: "b" }] }),
      "COMPLETION_PHOTOS",
    );
    expect(three).toMatchObject({ passed: false, reason: "only 3 photos uploaded; at least 4 are needed" });
    const noFiles = passing({ files: photos(4) });
    expect(check(noFiles, "ACKNOWLEDGEMENT")).toMatchObject({ passed: false, reason: '"Acknowledgement" has no file' });
    expect(check(noFiles, "AREA_RECOMMENDATION")).toMatchObject({ passed: false, reason: '"AC recommendation" has no file' });
  });

  it("the recommendation must be signed by the area's chairman in office, and says who signed and who is in office", () => {
    const other = check(passing({ areaSigner: { id: 8, name: "Old Chairman" } }), "AREA_RECOMMENDATION");
    expect(other.passed).toBe(false);
    expect(other.reason).toBe("the recommendation was signed by Old Chairman, but the chairman of area 1 in office is Asha Rao");
    expect(check(passing({ areaSigner: null }), "AREA_RECOMMENDATION").passed).toBe(false);
    expect(check(passing({ areaChairman: null }), "AREA_RECOMMENDATION").reason).toContain("no chairman in office");
  });

  it("an untagged pack fails every check it lacks a tag for", () => {
    const untagged = evaluateCompletionChecks(passing({ elements: [] }));
    expect(untagged.every((entry) => !entry.passed)).toBe(true);
    expect(untagged.find((entry) => entry.key === "INVOICES")!.reason).toBe("the pack has no element tagged INVOICES");
    expect(untagged.find((entry) => entry.key === "COMPLETION_PHOTOS")!.reason).toBe(
      "the pack has no element tagged COMPLETION_PHOTOS",
    );
    // Without a claim element, both amount checks fail naming the missing CLAIM tag.
    const noClaim = evaluateCompletionChecks(passing({ elements: ELEMENTS.filter((element) => element.check !== "CLAIM") }));
    expect(noClaim.find((entry) => entry.key === "UTILISATION_CERTIFICATE")!.reason).toBe("the pack has no element tagged CLAIM");
    expect(noClaim.find((entry) => entry.key === "INVOICES")!.reason).toBe("the pack has no element tagged CLAIM");
  });

  it("an override covers only the checks it was given for", () => {
    const checks = evaluateCompletionChecks(passing({ files: photos(2) }));
    expect(failingKeys(checks)).toEqual(["COMPLETION_PHOTOS", "ACKNOWLEDGEMENT", "AREA_RECOMMENDATION"]);
    expect(overrideCovers(checks, ["COMPLETION_PHOTOS", "ACKNOWLEDGEMENT", "AREA_RECOMMENDATION"])).toBe(true);
    expect(overrideCovers(checks, ["COMPLETION_PHOTOS", "ACKNOWLEDGEMENT"])).toBe(false);
    expect(overrideCovers(evaluateCompletionChecks(passing()), [])).toBe(true);
  });
});
