// @database-independent
// What runs in the browser imports no server module. A "use client" file, and every module it
// imports (type-only imports aside, as the compiler erases them), must not reach Node's built-ins,
// the database, mail, storage or PDF modules: `next build` fails on them (nodemailer's `dns`,
// pg's `net`), but only the build, which jest runs without. A schema a form shares with its route
// belongs in a module of its own (lib/content/idempotency-key.ts, say), not beside its server code.
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../..");
const SOURCE_DIRS = ["app", "components", "lib"];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Packages that only run on the server. */
const SERVER_PACKAGES = [
  "nodemailer",
  "pg",
  "@prisma/client",
  "@prisma/adapter-pg",
  "@electric-sql/pglite",
  "pglite-prisma-adapter",
  "puppeteer-core",
  "@aws-sdk/client-s3",
  "formidable",
  "@node-rs/argon2",
  "next-auth/next",
];
/** Our modules that only run on the server (their own imports would say so too; named for a clear message). */
const SERVER_MODULES = ["lib/db/client.ts", "lib/db/adapter.ts", "lib/mail/send-mail.ts", "lib/env.ts"];

const packageOf = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;

const isServerPackage = (specifier: string) =>
  specifier.startsWith("node:") ||
  builtinModules.includes(packageOf(specifier)) ||
  SERVER_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** The file a relative or "@/" import names, or null for a package. */
const resolveLocal = (from: string, specifier: string): string | null => {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension;
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve "${specifier}"`);
};

const parsed = new Map<string, string[]>();

/** The modules a file imports for their values (import, export ... from, import()). */
const valueImports = (file: string): string[] => {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, found);
  return found;
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const isClientEntry = (file: string) => /^\s*(\/\/[^\n]*\n\s*)*["']use client["']/.test(fs.readFileSync(file, "utf8"));

/** Each server module a client entry reaches, with the chain of imports that leads there. */
const serverReach = (entry: string): string[] => {
  const problems: string[] = [];
  const seen = new Set<string>([entry]);
  const queue: { file: string; chain: string[] }[] = [{ file: entry, chain: [path.relative(ROOT, entry)] }];
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    for (const specifier of valueImports(file)) {
      const local = resolveLocal(file, specifier);
      if (local === null) {
        if (isServerPackage(specifier)) problems.push([...chain, specifier].join(" -> "));
        continue;
      }
      const relative = path.relative(ROOT, local);
      if (SERVER_MODULES.includes(relative)) {
        problems.push([...chain, relative].join(" -> "));
        continue;
      }
      if (seen.has(local)) continue;
      seen.add(local);
      queue.push({ file: local, chain: [...chain, relative] });
    }
  }
  return problems;
};

const clientEntries = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter(isClientEntry);

describe("client components import no server module", () => {
  it("finds the client components", () => {
    expect(clientEntries.length).toBeGreaterThan(50);
    expect(clientEntries.map((file) => path.relative(ROOT, file))).toContain("components/forms/fcra-donation-form.tsx");
  });

  it("reaches none of Node's modules, the database, mail or other server-only packages", () => {
    expect(clientEntries.flatMap(serverReach)).toEqual([]);
  });

  it("would name a form whose shared schema sits beside server code", () => {
    // The check itself: the route's own module reaches the database, so a client importing it would fail.
    const route = path.join(ROOT, "lib/content/pledge-replay.ts");
    expect(serverReach(route).some((chain) => chain.includes("lib/db/") || chain.includes("node:"))).toBe(true);
  });
});
