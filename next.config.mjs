// Next.js configuration. Packages with WebAssembly or native code stay outside the bundle.
//
// Public pages are ISR pages that never read the database at build time (the embedded database
// only exists once the server starts): each is rendered on its first visit and then served from
// the cache, with `Cache-Control: s-maxage=<revalidate>, stale-while-revalidate=...` for a CDN.
// Pages at fixed addresses (/, /blog/blogs, ...) are therefore rewritten (server.ts, with the table
// in lib/http/public-rewrites.ts) to routes with a parameter whose generateStaticParams is empty
// (rendered on first request, then cached).
//
// With DATABASE_URL set (a deployment, maybe several instances on one Postgres) the page cache
// lives in that database (lib/cache/postgres-page-cache.mjs), so a publish through one instance
// is seen by all at once. The embedded default keeps the framework's own cache, in memory only
// (below). The build uses neither: pages that read the database are not rendered at build time.
import { fileURLToPath } from "node:url";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR: only the end-to-end tests' second server, on a copy of the build (scripts/e2e-server.sh).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  // No hash of the whole cached HTML on every response (a measurable share of the landing page's
  // cost under load); CDNs refresh these pages on s-maxage / stale-while-revalidate, not by ETag.
  generateEtags: false,
  // server.ts compresses the replies (lib/http/compressed-pages.ts): a cached public page once per
  // version rather than on every request, as Next's own compression would.
  compress: false,
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "@node-rs/argon2",
    "pg",
    "formidable",
    "puppeteer-core",
    "nodemailer",
  ],
  typedRoutes: false,
  // scripts/test-all.sh type-checks the whole project, route types included (`next typegen`, then
  // `tsc --noEmit`), just before it builds; it sets BUILD_TYPECHECKED=1 so that the build does not
  // check the same files a second time. Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === "1" },
  // Turbopack's build cache only pays on a machine that builds again; a CI run builds once, in a
  // fresh clone, and would spend seconds writing a cache nobody reads.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  images: {
    // Only the site's own files: shipped images and uploaded blog images. SVGs are served as they
    // are (next/image skips the optimizer for a .svg source); dangerouslyAllowSVG stays off.
    localPatterns: [
      { pathname: "/images/**", search: "" },
      { pathname: "/api/content/files/blog/**", search: "" },
    ],
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
    // The optimizer's replies say max-age = the larger of this and the source's (an hour for
    // uploads, 0 for shipped files): a browser or CDN keeps a taken-down image an hour at most
    // (Next's default is 4 hours). Its own copies stay cheap to refresh: an unchanged source is
    // not encoded again.
    minimumCacheTTL: 3600,
    imageSizes: [96, 176, 256, 352, 400],
  },
};

const sharedPageCache = {
  cacheHandler: fileURLToPath(new URL("./lib/cache/postgres-page-cache.mjs", import.meta.url)),
  // Every instance reads the shared cache; no copy of a page is kept in one process's memory.
  cacheMaxMemorySize: 0,
};

// The embedded default keeps rendered pages in Next's memory cache only (cacheMaxMemorySize, 50 MB
// by default, least recently used first out), not also in <distDir>/server/route-cache: written
// there, every page ever rendered, 404s of made-up addresses included, stayed on disk unpruned, and
// came back after a restart although the tags revalidated since (kept in memory) were forgotten.
// A restart starts with an empty cache. Its handler is Next's own, with pages stamped by the time
// their render began (lib/cache/embedded-page-cache.mjs).
const embeddedPageCache = {
  cacheHandler: fileURLToPath(new URL("./lib/cache/embedded-page-cache.mjs", import.meta.url)),
  experimental: { ...nextConfig.experimental, isrFlushToDisk: false },
};

/** @param {string} phase */
const config = (phase) => {
  if (phase === PHASE_PRODUCTION_BUILD) return nextConfig;
  return process.env.DATABASE_URL ? { ...nextConfig, ...sharedPageCache } : { ...nextConfig, ...embeddedPageCache };
};

export default config;
