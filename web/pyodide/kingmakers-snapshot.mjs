// A worker that makes the memory snapshot the page starts from next time: it boots a
// fresh Pyodide, unpacks our wheel and the modules that come after the menu, imports the package (kingmakers.startup), and keeps
// the heap in IndexedDB. It runs once the menu is up and the page is idle, in a worker
// so the player's taps never wait for it.
//
// The page posts {indexURL, stdLibURL, lockFileContents, wasm, wasmFetched, key, archives,
// heapBytes} (wasmFetched: see kingmakers-thinker.mjs); the worker answers {saved: bytes}
// or {note: why not} and is then terminated.

import { loadPyodide } from "./pyodide.mjs";
import { saveSnapshot } from "./kingmakers-snapshots.mjs";
import { fetchWasmAs } from "./kingmakers-wasm.mjs";

const ARCHIVE_PATH = "/tmp/kingmakers.zip";

// Not loadPackage: a snapshot cannot be made once Pyodide's package loader has run
// (pyodide#5195). The files are unpacked where loadPackage puts them, so the page's own
// install of the wheel (which every start does) lands on the same paths.
const UNPACK = `
def _unpack(path):
    import sys, zipfile
    site_packages = next(entry for entry in sys.path if entry.endswith("site-packages"))
    with zipfile.ZipFile(path) as archive:
        archive.extractall(site_packages)

_unpack(${JSON.stringify(ARCHIVE_PATH)})
del _unpack
`;

async function makeSnapshot(job) {
  fetchWasmAs(job.wasm, job.wasmFetched);
  const archives = job.archives.map((url) =>
    fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.arrayBuffer();
    }),
  );
  archives.forEach((archive) => archive.catch(() => {})); // handled: awaited below
  const pyodide = await loadPyodide({
    indexURL: job.indexURL,
    stdLibURL: job.stdLibURL,
    lockFileContents: job.lockFileContents,
    _makeSnapshot: true,
  });
  for (const archive of archives) {
    pyodide.FS.writeFile(ARCHIVE_PATH, new Uint8Array(await archive));
    pyodide.runPython(UNPACK);
    pyodide.FS.unlink(ARCHIVE_PATH);
  }
  const startup = pyodide.pyimport("kingmakers.startup");
  startup.prepare_snapshot();
  startup.destroy();
  const heap = pyodide._module.HEAP8.length;
  if (heap > job.heapBytes) {
    return { note: `not saved: the heap grew to ${heap} bytes, a fresh one has ${job.heapBytes}` };
  }
  const bytes = pyodide.makeMemorySnapshot();
  await saveSnapshot(job.key, bytes);
  return { saved: bytes.length };
}

addEventListener("message", async ({ data: job }) => {
  let answer;
  try {
    answer = await makeSnapshot(job);
  } catch (error) {
    answer = { note: `not saved: ${error}` };
  }
  postMessage(answer);
});
