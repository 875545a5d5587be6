// @database-independent
// The slug of a client's file name in a stored name: readable, yet only of the safe alphabet.
import { randomUUID } from "node:crypto";
import { displayFileName, fileNameSlug, isUploadName, MAX_SLUG_LENGTH, nameSlug, storedNameSlug } from "./stored-name";
import { isSafeStoredName, MAX_STORED_NAME_LENGTH } from "./types";

const stored = (slug: string, ext = "pdf") => `${randomUUID().replace(/-/g, "")}-${slug}.${ext}`;

describe("fileNameSlug", () => {
  it.each([
    ["Rotary Form 10BE.pdf", "Rotary_Form_10BE"],
    ["pan-card.png", "pan-card"],
    ["a.b.c.pdf", "a_b_c"],
    ["  spaced   out  name .jpeg", "spaced_out_name"],
    ["Form - 10BE (copy).pdf", "Form-10BE_copy"],
    ["Café Résumé.pdf", "Cafe_Resume"],
    ["ＦＵＬＬ１２.png", "FULL12"],
    ["../../etc/passwd", "passwd"],
    ["..\\..\\windows\\win.ini", "win"],
    [".hidden", "hidden"],
    ["--x--.png", "x"],
    ["Report v1.2 final", "Report_v1_2_final"],
    ["आधार कार्ड.png", "file"],
    ["பான் அட்டை.jpg", "file"],
    ["PAN आधार 2026.png", "PAN_2026"],
    ["", "file"],
    ["...", "file"],
    [null, "file"],
  ])("%j -> %j", (original, slug) => {
    expect(fileNameSlug(original)).toBe(slug);
  });

  it("caps a very long name and leaves no separator at its end", () => {
    const slug = fileNameSlug(`${"a".repeat(79)} ${"b".repeat(300)}.pdf`);
    expect(slug).toBe("a".repeat(79));
    expect(fileNameSlug(`${"x".repeat(500)}.pdf`)).toHaveLength(MAX_SLUG_LENGTH);
  });

  it("always makes a safe stored name, well under the limit", () => {
    const names = ["Rotary Form 10BE.pdf", "../../etc/passwd", ".hidden", "", "आधार.png", `${"é".repeat(400)}.png`, "a..b", "-"];
    for (const original of names) {
      const name = stored(fileNameSlug(original), "jpeg");
      expect(isSafeStoredName(name)).toBe(true);
      expect(name.length).toBeLessThanOrEqual(MAX_STORED_NAME_LENGTH - 60);
    }
  });
});

describe("nameSlug", () => {
  it("keeps dashes inside and reads a made-up name", () => {
    expect(nameSlug("sanction-letter-TPA-202526-0007")).toBe("sanction-letter-TPA-202526-0007");
    expect(nameSlug("a/b")).toBe("a_b");
  });
});

describe("displayFileName and storedNameSlug", () => {
  it("shows the slug and the detected extension, and reads old names as before", () => {
    expect(displayFileName(stored("Rotary_Form_10BE"))).toBe("Rotary_Form_10BE.pdf");
    expect(displayFileName(stored("pan-card", "png"))).toBe("pan-card.png");
    expect(displayFileName(`${"a".repeat(32)}-file.png`)).toBe("file.png");
    expect(displayFileName("nodash.png")).toBe("nodash.png");
  });

  it("gives a copy the slug of the name it copies", () => {
    expect(storedNameSlug(stored("Rotary_Form_10BE"))).toBe("Rotary_Form_10BE");
    expect(storedNameSlug(stored("pan-card", "png"))).toBe("pan-card");
    expect(storedNameSlug(`${"a".repeat(32)}-file.png`)).toBe("file");
  });
});

describe("isUploadName", () => {
  it("is true for an upload's name, whatever its slug", () => {
    expect(isUploadName(stored("Rotary_Form_10BE"))).toBe(true);
    expect(isUploadName(stored("file", "png"))).toBe(true);
    expect(isUploadName(`${"0".repeat(32)}-sanction-letter-TPA-202526-0007.pdf`)).toBe(true);
  });

  it("is false for report PDFs and names without the 32 lower-case hex prefix", () => {
    expect(isUploadName(`m12-directory-${"a".repeat(32)}.pdf`)).toBe(false);
    expect(isUploadName(`${"A".repeat(32)}-file.png`)).toBe(false);
    expect(isUploadName(`${"a".repeat(31)}-file.png`)).toBe(false);
    expect(isUploadName(`${"a".repeat(33)}-file.png`)).toBe(false);
    expect(isUploadName(`${"a".repeat(32)}.png`)).toBe(false);
    expect(isUploadName("nodash.png")).toBe(false);
    expect(isUploadName("")).toBe(false);
  });
});
