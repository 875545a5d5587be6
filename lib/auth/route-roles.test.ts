// @database-independent
// The route-role table: matching, the access decision, and that every page and API route file
// of the app is governed by the table (a new route cannot slip in unguarded).
import fs from "node:fs";
import path from "node:path";
import { APP_DIR, appFiles, appPageRoutes, routeOf } from "@/tests/helpers/app-routes";
import {
  API_RULES,
  PAGE_RULES,
  PUBLIC_PAGES,
  canOpenPage,
  canOpenPagePattern,
  decideAccess,
  findApiRule,
  findPageRule,
} from "./route-roles";
import { ROLES } from "./roles";

describe("route-role table", () => {
  it("matches literal and dynamic segments exactly", () => {
    expect(findPageRule("/table/update/12")?.pattern).toBe("/table/update/[tableno]");
    expect(findPageRule("/table/update")).toBeUndefined();
    expect(findPageRule("/table/update/12/extra")).toBeUndefined();
    expect(findPageRule("/serviceadmin/")?.pattern).toBe("/serviceadmin");
    expect(findPageRule("/projects/tableprojectapplication/1/2")?.pattern).toBe(
      "/projects/tableprojectapplication/[tpaid]/[tpasid]",
    );
    expect(findPageRule("/projects/tableprojectapplication/1/2/pdf")?.pattern).toBe(
      "/projects/tableprojectapplication/[tpaid]/[tpasid]/[pdf]",
    );
    expect(findPageRule("/projectgallery/202223")?.access).toBe("public");
    expect(findApiRule("get", "/api/auth/getalluser")?.access).toEqual(["Admin", "NEX"]);
    expect(findApiRule("POST", "/api/auth/getalluser")).toBeUndefined();
  });

  it("decides: public for all, login without a session, forbidden without a permitted role", () => {
    expect(decideAccess("public", null)).toBe("allow");
    expect(decideAccess("authenticated", null)).toBe("login");
    expect(decideAccess("authenticated", [])).toBe("allow");
    expect(decideAccess(["Admin", "NEX"], null)).toBe("login");
    expect(decideAccess(["Admin", "NEX"], ["User"])).toBe("forbidden");
    expect(decideAccess(["Admin", "NEX"], ["User", "NEX"])).toBe("allow");
    expect(decideAccess(undefined, ["Admin"])).toBe("forbidden");
  });

  it("decides for a page rule's pattern itself, and refuses a pattern the table does not hold", () => {
    const stagePage = "/projects/tableprojectapplication/[tpaid]/[tpasid]";
    expect(canOpenPagePattern(stagePage, ["TEX-C"])).toBe(true);
    expect(canOpenPagePattern(stagePage, ["TEX-S"])).toBe(false);
    expect(canOpenPagePattern(stagePage, null)).toBe(false);
    expect(canOpenPagePattern("/projects/tableprojectapplication/[id]/[stage]", ["Admin"])).toBe(false);
  });

  it("gives every role exactly the pages the spec lists", () => {
    expect(canOpenPage("/serviceadmin", ["NEX"])).toBe(true);
    expect(canOpenPage("/serviceadmin", ["TEX"])).toBe(false);
    expect(canOpenPage("/servicerequests", ["CEX"])).toBe(true);
    expect(canOpenPage("/servicerequests", ["ACEX"])).toBe(false);
    expect(canOpenPage("/projects/tableprojectsview/edit", ["Admin"])).toBe(false);
    expect(canOpenPage("/projects/tableprojectsview", ["Admin"])).toBe(true);
    // The LMF applicants' details and documents are the secretariat's, as the lmf storage folder is.
    expect(canOpenPage("/manage/lmfapplications", ["Admin"])).toBe(true);
    expect(canOpenPage("/manage/lmfapplications", ["NEX"])).toBe(false);
    for (const rule of PAGE_RULES) {
      if (rule.access === "public" || rule.access === "authenticated") continue;
      for (const role of ROLES) expect(canOpenPage(rule.pattern, [role])).toBe(rule.access.includes(role));
    }
  });

  it("uses only known roles and has no duplicate patterns", () => {
    const patterns = [...PAGE_RULES.map((rule) => rule.pattern), ...PUBLIC_PAGES];
    expect(new Set(patterns).size).toBe(patterns.length);
    const apiKeys = API_RULES.map((rule) => `${rule.method} ${rule.pattern}`);
    expect(new Set(apiKeys).size).toBe(apiKeys.length);
    for (const rule of [...PAGE_RULES, ...API_RULES]) {
      if (Array.isArray(rule.access)) for (const role of rule.access) expect(ROLES).toContain(role);
    }
  });

  it("governs every page of the app", () => {
    const pages = appPageRoutes();
    expect(pages.length).toBeGreaterThan(0);
    const known = new Set([...PUBLIC_PAGES, ...PAGE_RULES.map((rule) => rule.pattern)]);
    expect(pages.filter((route) => !known.has(route))).toEqual([]);
  });

  it("has every members' page check its roles itself (the page guard checks only that there is a session)", () => {
    // The page's own file, or a component of ours it renders (imported from @/components/).
    const checksItself = (file: string): boolean => {
      const source = fs.readFileSync(file, "utf8");
      if (/\brequirePageAccess\(/.test(source)) return true;
      return [...source.matchAll(/from "@\/(components\/[^"]+)"/g)].some(([, module]) => {
        const found = [".tsx", ".ts"]
          .map((ext) => path.join(APP_DIR, "..", `${module}${ext}`))
          .find((name) => fs.existsSync(name));
        return found !== undefined && /\brequirePageAccess\(/.test(fs.readFileSync(found, "utf8"));
      });
    };
    const pages = appFiles(APP_DIR).filter((file) => /[/\\]page\.tsx?$/.test(file));
    const guarded = pages.filter((file) => findPageRule(routeOf(file))?.access !== "public");
    expect(guarded.length).toBeGreaterThan(30);
    expect(guarded.filter((file) => !checksItself(file)).map(routeOf)).toEqual([]);
  });

  it("governs every API route of the app, method by method", () => {
    const missing: string[] = [];
    for (const file of appFiles(path.join(APP_DIR, "api")).filter((name) => /[/\\]route\.ts$/.test(name))) {
      const route = routeOf(file);
      if (route === "/api/auth/[...nextauth]") continue; // next-auth's own endpoints
      if (route === "/api/[...path]") continue; // answers 404/405 for paths no route serves
      const source = fs.readFileSync(file, "utf8");
      for (const method of ["GET", "POST", "PUT", "DELETE"] as const) {
        if (!new RegExp(`export (const|async function) ${method}\\b|export \\{[^}]*\\b${method}\\b`).test(source)) continue;
        if (!API_RULES.some((rule) => rule.method === method && rule.pattern === route)) missing.push(`${method} ${route}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
