// @database-independent
// robots.txt keeps crawlers out of the API but lets them fetch the uploaded blog images that posts'
// og:image and JSON-LD point at (/api/content/files/blog/...), judged as crawlers do: the longest
// matching rule wins, and allow wins a tie (RFC 9309).
import robots from "@/app/robots";

const rules = () => {
  const rule = [robots().rules].flat()[0]!;
  return { allow: [rule.allow ?? []].flat(), disallow: [rule.disallow ?? []].flat() };
};

/** RFC 9309: the most specific (longest) matching rule decides; no rule matching means allowed. */
const allowed = (path: string) => {
  const { allow, disallow } = rules();
  const longest = (list: string[]) => Math.max(-1, ...list.filter((rule) => path.startsWith(rule)).map((rule) => rule.length));
  return longest(allow) >= longest(disallow);
};

it("lets crawlers fetch uploaded blog images and nothing else under /api/", () => {
  expect(rules().allow).toContain("/api/content/files/blog/");
  expect(allowed("/api/content/files/blog/3f9a2c1e7b.webp")).toBe(true);
  expect(allowed("/api/blog/getallblogs")).toBe(false);
  expect(allowed("/api/content/files/lmf/3f9a2c1e7b.pdf")).toBe(false);
  expect(allowed("/api/content/files/")).toBe(false);
  expect(allowed("/blog/blogs")).toBe(true);
});
