// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of .next/static, once,
// after `next build`. server.ts serves those copies (lib/http/static-files.ts) instead of letting
// Next gzip the same immutable chunk again on every request: the stylesheet and the scripts a page
// needs leave the server at once, smaller, and without taking the CPU from page renders.
// Usage: node scripts/precompress-static.mjs [dir, default .next/static]
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|map|html|xml|wasm)$/;
/** Below this the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const filesUnder = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  // `parentPath` since Node 20.12; `path` before it (the engines field allows 20.9).
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath ?? entry.path, entry.name));
};

const main = async () => {
  const dir = process.argv[2] ?? ".next/static";
  const started = Date.now();
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let raw = 0;
  let packed = 0;
  for (const file of files) {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy no smaller than the file is not worth its Content-Encoding.
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
    raw += body.length;
    packed += br.length;
  }
  console.log(
    `precompress: ${files.length} files in ${dir}, ${(raw / 1024).toFixed(0)} KiB -> ${(packed / 1024).toFixed(0)} KiB as Brotli, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
