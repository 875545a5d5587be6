// Next.js configuration. Packages with WebAssembly or native code stay outside the bundle.
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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
};

export default nextConfig;
