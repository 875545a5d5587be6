// The app's route files and the routes they serve, read off app/ (route groups dropped): for the
// tests that check every page and API route against the route-role table and the page guard.
import fs from "node:fs";
import path from "node:path";

export const APP_DIR = path.join(__dirname, "..", "..", "app");

/** Every file under `dir`. */
export const appFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? appFiles(full) : [full];
  });

/** app/(members)/projects/packstages/[ppackid]/page.tsx -> /projects/packstages/[ppackid] */
export const routeOf = (file: string) =>
  "/" +
  path
    .relative(APP_DIR, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .join("/");

/** The route pattern of every page of the app. */
export const appPageRoutes = (): string[] =>
  appFiles(APP_DIR)
    .filter((file) => /[/\\]page\.tsx?$/.test(file))
    .map(routeOf);

/**
 * Whether `href` is one of `pages` (the app's pages by default): a link to no page would be a 404.
 * A `[param]` segment matches any one segment.
 */
export const isAppPage = (href: string, pages: readonly string[] = appPageRoutes()) => {
  const got = href.split("/").filter(Boolean);
  return pages.some((route) => {
    const want = route.split("/").filter(Boolean);
    return want.length === got.length && want.every((segment, index) => segment.startsWith("[") || segment === got[index]);
  });
};
