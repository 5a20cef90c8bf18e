import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing; fonts and images are compressed formats already. */
const textFile = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico)$/;

/** Every text file under `directory` (say, build/client), recursively. */
async function textFiles(directory: string): Promise<string[]> {
  const names = await fs.readdir(directory, { recursive: true });
  return names.map((name) => path.join(directory, name)).filter((file) => textFile.test(file));
}

/**
 * Writes `name.br` (Brotli 11) and `name.gz` (gzip 9) beside every text file of
 * the browser build, so the server sends assets as they are (@fastify/static's
 * `preCompressed`) and compresses nothing per request. The highest levels cost
 * seconds once per build and save bytes on every visit (docs/decisions/0070).
 */
export function precompress(): Plugin {
  return {
    name: "dseu-precompress",
    apply: "build",
    async writeBundle(output) {
      if (this.environment.name !== "client" || !output.dir) return;
      const files = await textFiles(output.dir);
      await Promise.all(
        files.map(async (file) => {
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
        }),
      );
    },
  };
}
