// @database-independent
// A post's address: made from the title's English letters, else asked for in the admin form.
import { slugFieldError, slugFieldHint, slugify, titleSlug } from "./slug";

const HINDI = "दिल्ली में जल शिविर";
const TAMIL = "சென்னையில் மருத்துவ முகாம்";

describe("titleSlug", () => {
  it("makes an address of a title's English letters and digits, and none of a Hindi or Tamil title", () => {
    expect(titleSlug("Café opens in Pune, 2024!")).toBe("cafe-opens-in-pune-2024");
    expect(titleSlug(HINDI)).toBeNull();
    expect(titleSlug(TAMIL)).toBeNull();
    // A legacy API client that sends no slug still gets one.
    expect(slugify(HINDI)).toBe("post");
  });
});

describe("the admin form's Address (slug) field", () => {
  it("asks for an address when a new post's title has no English letters", () => {
    expect(slugFieldError({ slug: "", title: HINDI, isNew: true })).toMatch(/Give the post an address in English letters/);
    expect(slugFieldError({ slug: "  ", title: TAMIL, isNew: true })).toMatch(/in English letters/);
    expect(slugFieldError({ slug: "Delhi-Water-Camp ", title: HINDI, isNew: true })).toBeNull();
    expect(slugFieldHint({ slug: "Delhi-Water-Camp ", title: HINDI, saved: null })).toBe(
      "The post's address: /blog/delhi-water-camp",
    );
    // An English title makes its own; a post being edited keeps the one it has.
    expect(slugFieldError({ slug: "", title: "Water camp in Delhi", isNew: true })).toBeNull();
    expect(slugFieldHint({ slug: "", title: "Water camp in Delhi", saved: null })).toBe(
      "Left empty, it is made from the title: /blog/water-camp-in-delhi",
    );
    expect(slugFieldError({ slug: "", title: HINDI, isNew: false })).toBeNull();
    expect(slugFieldHint({ slug: "", title: HINDI, saved: "post-2" })).toBe(
      "Left empty, the post keeps its address: /blog/post-2",
    );
  });

  it("refuses what the API would refuse, and says when an edit moves the post", () => {
    expect(slugFieldError({ slug: "जल-शिविर", title: HINDI, isNew: true })).toMatch(
      /only English letters, digits and single dashes/,
    );
    expect(slugFieldError({ slug: "water--camp", title: "Water camp", isNew: true })).toMatch(/single dashes/);
    expect(slugFieldError({ slug: "blogs", title: "Water camp", isNew: true })).toMatch(/blog's own/);
    expect(slugFieldHint({ slug: "delhi-camp", title: HINDI, saved: "post-2" })).toBe(
      "The post moves to /blog/delhi-camp; links to /blog/post-2 will stop working.",
    );
  });
});
