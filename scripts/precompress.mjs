// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside each text asset of the web
// build, once, at the highest levels, so the server sends them without compressing per request
// (@fastify/static's `preCompressed`). Files too small to gain are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/web';
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);
/** Below this a compressed copy saves less than the headers that announce it. */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.has(extname(name)) && statSync(path).size >= MIN_BYTES) compress(path);
  }
}
function compress(path) {
  const source = readFileSync(path);
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  files += 1;
  before += source.length;
  after += br.length;
}

walk(root);
console.log(
  `precompressed ${files} files in ${root}: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB with brotli`,
);
