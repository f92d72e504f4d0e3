// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible hashed asset of the built client, for the server to send as they are.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats: images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|json|svg|txt|map|wasm)$/;

/** Compresses each file of `dir` once, at the highest levels (build time pays, every download gains). */
export function precompressAssets(dir) {
  for (const name of readdirSync(dir)) {
    if (!compressible.test(name)) continue;
    const file = path.join(dir, name);
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}
