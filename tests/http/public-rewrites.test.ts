// @database-independent
// The public addresses and the cached routes server.ts rewrites them to (lib/http/public-rewrites.ts),
// with the rules next.config.mjs's `has` rewrites had: the query value must be the whole pattern and
// letter case is ignored; of a repeated parameter the last value counts.
import { publicAddress, publicRewrite, routeOfAddress } from "@/lib/http/public-rewrites";
import { PUBLIC_PAGES, findPageRule } from "@/lib/auth/route-roles";

const rewrite = (address: string) => {
  const url = new URL(address, "http://portal.test");
  return publicRewrite(url.pathname, url.searchParams);
};

describe("publicRewrite", () => {
  it.each([
    ["/", "/landing/home"],
    ["/landing", "/landing/home"],
    ["/blog", "/blog/page/1"],
    ["/blog?page=2", "/blog/page/2"],
    ["/blog?page=3", "/blog/page/3"],
    ["/blog?page=2x", "/blog/page/1"],
    ["/blog?page=x&page=4", "/blog/page/4"],
    ["/Blog?page=2", "/blog/page/2"],
    ["/blog/blogs", "/blog/blogs/page/1"],
    ["/blog/blogs?page=2", "/blog/blogs/page/2"],
    ["/blog/blogs?page=12345", "/blog/blogs/page/12345"],
    ["/blog/blogs?page=123456", "/blog/blogs/page/1"],
    ["/blog/blogs?page=2x", "/blog/blogs/page/1"],
    ["/blog/blogs?page=-1", "/blog/blogs/page/1"],
    ["/blog/blogs?page=", "/blog/blogs/page/1"],
    ["/blog/blogs?page=x&page=4", "/blog/blogs/page/4"],
    ["/Blog/Blogs?page=2", "/blog/blogs/page/2"],
    ["/projectgallery", "/projectgallery/page/1"],
    ["/projectgallery/202223?page=2", "/projectgallery/202223/page/2"],
    ["/recognition", "/recognition/page/1"],
    ["/reports", "/reports/latest/all"],
    ["/reports?year=202526", "/reports/202526/all"],
    ["/reports?year=202526&area=12", "/reports/202526/12"],
    ["/reports?year=202526&area=12345", "/reports/202526/all"],
    ["/reports?year=2025&area=1", "/reports/latest/all"],
    ["/reports?area=1", "/reports/latest/all"],
  ])("%s -> %s", (address, route) => {
    expect(rewrite(address)).toBe(route);
  });

  it.each([
    "/projectgallery/202223",
    "/projectgallery/202223?page=x",
    "/projectgallery/20222?page=2",
    "/blog/flood-relief-assam",
    "/blog/blogs/page/2",
    "/landing/home",
    "/dashboard/aboutus",
    "/reports/directory",
    "/servicerequests",
  ])("leaves %s as it is", (address) => {
    expect(rewrite(address)).toBeNull();
  });

  it("rewrites only public addresses, to public routes", () => {
    const addresses = [
      "/",
      "/landing",
      "/blog",
      "/blog?page=2",
      "/blog/blogs?page=2",
      "/projectgallery",
      "/projectgallery/202223?page=2",
    ];
    for (const address of [...addresses, "/recognition", "/reports?year=202526&area=1"]) {
      const { pathname } = new URL(address, "http://portal.test");
      const route = rewrite(address)!;
      expect(findPageRule(pathname)?.access).toBe("public");
      expect(findPageRule(route)?.access).toBe("public");
    }
    expect(PUBLIC_PAGES).toContain("/landing/[variant]");
  });
});

describe("routeOfAddress (a request's address, as server.ts rewrites it)", () => {
  it.each([
    ["/", "/landing/home"],
    ["/?utm_source=mail", "/landing/home?utm_source=mail"],
    ["/blog?page=2", "/blog/page/2?page=2"],
    ["/blog/blogs?page=2", "/blog/blogs/page/2?page=2"],
    ["/Blog/Blogs?page=x&page=3", "/blog/blogs/page/3?page=x&page=3"],
    ["/projectgallery/202223?page=2", "/projectgallery/202223/page/2?page=2"],
    ["/reports?year=202526&area=12", "/reports/202526/12?year=202526&area=12"],
    ["/recognition?", "/recognition/page/1?"],
  ])("%s -> %s (the query kept as it came)", (address, routed) => {
    expect(routeOfAddress(address)).toBe(routed);
  });

  it.each([
    "/blog/blogs/",
    "/blog/flood-relief-assam",
    "/projectgallery/202223",
    "/landing/home?x=1",
    "*",
    "http://portal.test/",
  ])("leaves %s to Next", (address) => {
    expect(routeOfAddress(address)).toBeNull();
  });
});

describe("publicAddress", () => {
  it.each([
    "/",
    "/landing",
    "/blog",
    "/blog?page=2",
    "/blog/blogs",
    "/blog/blogs?page=2",
    "/projectgallery",
    "/projectgallery/202223?page=2",
    "/recognition",
    "/reports",
    "/reports?year=202526",
    "/reports?year=202526&area=7",
  ])("names the menu's address of the route %s is rendered under", (address) => {
    const route = rewrite(address)!;
    const expected = address === "/landing" ? "/" : new URL(address, "http://portal.test").pathname;
    expect(publicAddress(route)).toBe(expected);
  });

  it.each(["/blog/flood-relief-assam", "/projectgallery/202223", "/dashboard/aboutus", "/reports/directory", "/blog/page/x"])(
    "leaves %s as it is",
    (path) => {
      expect(publicAddress(path)).toBe(path);
    },
  );
});
