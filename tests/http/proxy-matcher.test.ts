// @database-independent
// Which pages the page guard (proxy.ts) runs for. It skips the public reading pages, whose every
// request it would otherwise cost about as much as the cached page itself; it must still run for
// every other page, and every page it skips must be public to anyone.
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { PAGE_RULES, findPageRule } from "@/lib/auth/route-roles";
import { config } from "@/proxy";
import { appPageRoutes } from "@/tests/helpers/app-routes";

const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

const filled = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, "1");

describe("the page guard's matcher", () => {
  it.each([
    "/landing/home",
    "/blog/page/1",
    "/blog/blogs/page/2",
    "/blog/flood-relief-assam",
    "/projectgallery/page/1",
    "/projectgallery/202223",
    "/projectgallery/202223/page/2",
    "/recognition/page/3",
    "/bench-bare",
    "/blog/blogs/page/2?_rsc=abc12",
  ])("skips the reading page %s", (url) => {
    expect(runsFor(url)).toBe(false);
    expect(findPageRule(new URL(url, "http://portal.test").pathname)?.access).toBe("public");
  });

  it.each([
    "/blogs",
    "/recognitions",
    "/landingpage",
    "/rti/projectgallery",
    "/bench-barex",
    "/paymentreceipt/ORD1",
    "/csr",
    "/login",
  ])("runs for %s", (url) => {
    expect(runsFor(url)).toBe(true);
  });

  it("runs for every members' page of the role table", () => {
    expect(PAGE_RULES.length).toBeGreaterThan(20);
    for (const rule of PAGE_RULES) expect([rule.pattern, runsFor(filled(rule.pattern))]).toEqual([rule.pattern, true]);
  });

  it("skips only pages that are public to anyone", () => {
    const pages = appPageRoutes().map(filled);
    expect(pages).toEqual(expect.arrayContaining(["/landing/1", "/blog/1", "/servicerequests", "/bench-bare"]));
    const skipped = pages.filter((page) => !runsFor(page));
    expect(skipped.length).toBeGreaterThanOrEqual(8);
    for (const page of skipped) expect([page, findPageRule(page)?.access]).toEqual([page, "public"]);
  });
});
