// Pack a file with Zstandard for build.py: what a first visit fetches instead of the file
// and unpacks as it arrives (web/pyodide/kingmakers-wasm.mjs).
//
//   node tools/pack.mjs INPUT OUTPUT
//
// Level 19: Pyodide's wasm becomes 2.9 MB, where a static host's gzip sends 3.5 MB. The
// same input and library version always give the same bytes.
import { readFileSync, writeFileSync } from "node:fs";
import { compress, init } from "@bokuweb/zstd-wasm";

const LEVEL = 19;

await init();
writeFileSync(process.argv[3], compress(readFileSync(process.argv[2]), LEVEL));
