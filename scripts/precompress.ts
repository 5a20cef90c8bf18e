/**
 * Writes `name.br` (Brotli 11) and `name.gz` (gzip 9) beside every text file of
 * the browser build, so the server sends assets as they are (@fastify/static's
 * `preCompressed`) and compresses nothing per request. The highest levels cost
 * seconds once per build and save bytes on every visit (docs/decisions/0070).
 * Run after `react-router build` (npm run build, server/page-build.mjs), since
 * React Router writes its manifest after Vite's own build hooks have run.
 *
 * Usage: node scripts/precompress.ts [build directory, default build]
 */
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing; fonts and images are compressed formats already. */
const textFile = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico)$/;

async function compressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

const buildDirectory = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? "build");
const clientDirectory = path.join(buildDirectory, "client");
const names = await fs.readdir(clientDirectory, { recursive: true });
const files = names.map((name) => path.join(clientDirectory, name)).filter((file) => textFile.test(file));
await Promise.all(files.map(compressFile));
console.log(`Precompressed ${files.length} files in ${path.relative(process.cwd(), clientDirectory) || "."}`);
