// PyScript's `interpreter` module: Pyodide's own loadPyodide, with Kingmakers' start-up.
//
// The page loads this module before PyScript (a <script type="module"> ahead of
// pyscript/core.js), and it starts Python at once, while PyScript is still loading; when
// PyScript calls loadPyodide it gets that interpreter, with PyScript's output streams.
// PyScript would pass only streams and indexURL; this adds what the page describes in
// <script id="python-start">: the precompiled standard library, the lock inline (no
// request), our wheel (installed once Python has started), PyScript's own package compiled,
// and above all a memory snapshot of an interpreter that has already imported our
// package. The snapshot is made on this device after a plain start, in a worker, once
// the menu is up and the page idle (kingmakers-snapshot.mjs), and kept in IndexedDB
// (kingmakers-snapshots.mjs).
//
// Anything wrong with a snapshot (none yet, another build's, truncated or corrupt,
// storage refused or full, a heap too big to restore, a restore that throws) ends in a
// plain start. How Python started is in <html data-python-start>, the reason for a plain
// start in data-python-start-note, and both in the console. `?no-snapshot` in the page's
// address leaves snapshots out altogether.
//
// Main thread only: it reads the page, and PyScript workers would each start their own.

import { loadPyodide as loadPlainPyodide, version } from "./pyodide.mjs";
import { forgetSnapshots, openSnapshot, snapshotKey } from "./kingmakers-snapshots.mjs";
import { importWithRetries, installStartupFetch, whenDownloaded } from "./kingmakers-network.mjs";
import { BotWorkers } from "./kingmakers-bots.mjs";
import { fetchWasmAs } from "./kingmakers-wasm.mjs";
import { startFiles } from "../language.js";

export { version };

const START = JSON.parse(document.getElementById("python-start").textContent);
const KEY = snapshotKey(version, START);
const USE_SNAPSHOTS = !new URLSearchParams(location.search).has("no-snapshot");
const pageURL = (path) => new URL(path, document.baseURI).href;
const CONFIG = {
  indexURL: new URL("./", import.meta.url).href,
  stdLibURL: pageURL(START.stdlib),
  lockFileContents: START.lock,
};
const WASM = new URL("./pyodide.asm.wasm", import.meta.url).href;
// The wasm as preload.js asked for it: packed on a first visit (kingmakers-wasm.mjs).
const WASM_FETCHED = document.getElementById("wasm-preload")?.href ?? WASM;
const WHEEL = pageURL(START.wheel);
const LATER = pageURL(START.later);
// The catalogues and the menu's faces of the language the page starts in
// (web/language.js); the wheel has no catalogue.
const LANGUAGE = startFiles();
const CATALOGUES = pageURL(LANGUAGE.catalogues);
// Every file the start fetches, retried when the network drops (kingmakers-network.mjs).
installStartupFetch([
  CONFIG.stdLibURL,
  WASM_FETCHED,
  WHEEL,
  CATALOGUES,
  LATER,
  ...[START.packageData, START.pyscriptPyc, START.sources].map(pageURL),
]);
fetchWasmAs(WASM, WASM_FETCHED);

// Pyodide's module factory, its module imported with retries. The mark says when its
// wasm is compiled and instantiated, before Python itself starts (the first-visit bench).
let runtimeReady;
const runtimeInstantiated = new Promise((resolve) => {
  runtimeReady = resolve;
});
async function createModule(settings) {
  const asm = await importWithRetries(new URL("./pyodide.asm.mjs", import.meta.url).href);
  const module = await asm.default(settings);
  performance.mark("kingmakers:runtime-ready");
  runtimeReady();
  return module;
}

// The files Python needs only once it runs (our wheel, the catalogues, PyScript's
// compiled package, the menu's fonts) are asked for when Pyodide's wasm has arrived: the
// page preloads the wasm and the standard library alone, which Python cannot start
// without, so that on a slow link they do not share it with files that are not yet
// needed; the others then arrive while the wasm is instantiated and Python starts.
const runtimeDownloaded = Promise.race([whenDownloaded(WASM_FETCHED), runtimeInstantiated]);

// The bytes of `url`, asked for once the wasm has arrived (a failed response is an error).
function afterRuntime(url) {
  const bytes = runtimeDownloaded
    .then(() => fetch(url))
    .then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.arrayBuffer();
    });
  bytes.catch(() => {}); // handled where it is awaited
  return bytes;
}

// The font files the menu draws with in this language: each face with the letters it
// draws, which load the files whose unicode-range holds them (and no other).
runtimeDownloaded.then(() => {
  for (const [family, weight, letters] of LANGUAGE.faces) {
    document.fonts.load(`${weight} 16px "${family}"`, letters).catch(() => {});
  }
});

// The modules the menu does not import (kingmakers.startup_later): a plain start puts
// their finder on sys.meta_path before any of ours is imported, and they are fetched as
// soon as the menu is up. Returns a promise that settles once they are unpacked.
function expectLaterModules(pyodide) {
  const later = pyodide.pyimport("kingmakers.startup_later");
  try {
    later.install_in_page(START.sitePackages, LATER);
  } finally {
    later.destroy();
  }
  return new Promise((resolve) => {
    addEventListener(
      "py:all-done",
      async () => {
        try {
          const response = await fetch(LATER);
          if (!response.ok) throw new Error(`${START.later}: HTTP ${response.status}`);
          const arrived = pyodide.pyimport("kingmakers.startup_later");
          try {
            arrived.arrived(await response.arrayBuffer());
          } finally {
            arrived.destroy();
          }
        } catch (error) {
          console.info("The later modules wait until one is imported:", error);
        }
        resolve();
      },
      { once: true },
    );
  });
}

// The package's .py sources, which only tracebacks read, are unpacked beside its .pyc once
// the page is idle, after every module is imported (one imported later would be compiled
// from its source instead of its .pyc).
function unpackSources(pyodide, laterModules = Promise.resolve()) {
  whenIdle(async () => {
    try {
      await laterModules;
      const startup = pyodide.pyimport("kingmakers.startup");
      try {
        startup.import_package();
      } finally {
        startup.destroy();
      }
      const response = await fetch(pageURL(START.sources));
      if (!response.ok) throw new Error(`${START.sources}: HTTP ${response.status}`);
      pyodide.unpackArchive(await response.arrayBuffer(), "zip", {
        extractDir: START.sitePackages,
      });
      performance.mark("kingmakers:sources-unpacked");
    } catch (error) {
      console.info("Our package's sources are not unpacked:", error);
    }
  });
}

function started(how, note) {
  const root = document.documentElement;
  root.dataset.pythonStart = how;
  if (note) root.dataset.pythonStartNote = note;
  performance.mark(`kingmakers:python-${how}`);
  console.info(`Python started ${how === "snapshot" ? "from a snapshot" : "afresh"}`, note || "");
}

// Once PyScript has run the page's script (the menu is up) and the page is idle.
function whenIdle(task) {
  const run = () =>
    "requestIdleCallback" in globalThis
      ? requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 200);
  addEventListener("py:all-done", run, { once: true });
}

// Settles once this start has the snapshot it will keep, or knows it has none.
let snapshotKnown;
const snapshotSettling = new Promise((resolve) => {
  snapshotKnown = resolve;
});

function snapshotSettled(answer) {
  snapshotKnown();
  document.documentElement.dataset.pythonSnapshot = answer.saved ? "saved" : answer.note;
  performance.mark(`kingmakers:snapshot-${answer.saved ? "saved" : "not-saved"}`);
  if (!answer.saved) console.info("No snapshot for the next start:", answer.note);
}

function makeSnapshot() {
  let worker;
  try {
    worker = new Worker(new URL("./kingmakers-snapshot.mjs", import.meta.url), {
      type: "module",
    });
  } catch (error) {
    snapshotSettled({ note: `no worker: ${error}` });
    return;
  }
  const settle = (answer) => {
    worker.terminate();
    snapshotSettled(answer);
  };
  worker.onmessage = ({ data }) => settle(data);
  worker.onerror = (event) => settle({ note: `the worker failed: ${event.message}` });
  worker.postMessage({
    ...CONFIG,
    wasm: WASM,
    wasmFetched: WASM_FETCHED,
    key: KEY,
    archives: [WHEEL, LATER],
    heapBytes: START.heapBytes,
  });
}

// Pyodide's loadPyodide wants the snapshot's bytes before it compiles its wasm (the
// biggest wait of a start), but reads them only after. So it gets an empty array of the
// right length at once, and a module factory (its createPyodideModule option) that
// returns the instantiated module only once the stored bytes are read, checked and
// unpacked into that array; if they fail a check, loadPyodide fails.
// The package's data files (catalogues, rules texts) are read from the file system,
// which a snapshot does not hold: they are fetched while Pyodide compiles and unpacked
// before any Python runs; if they cannot be, the restore fails (a plain start follows).
async function restore(found) {
  const data = fetch(pageURL(START.packageData)).then((response) => {
    if (!response.ok) throw new Error(`${START.packageData}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  data.catch(() => {}); // handled: awaited below, after loadPyodide
  const bytes = new Uint8Array(found.length);
  const filled = found.readInto(bytes);
  filled.catch(() => {}); // handled: the factory awaits it, after its own work
  const pyodide = await loadPlainPyodide({
    ...CONFIG,
    _loadSnapshot: bytes,
    async createPyodideModule(settings) {
      const module = await createModule(settings);
      await filled;
      return module;
    },
  });
  delete pyodide._api.config._loadSnapshot; // let the snapshot's 30 MB go
  pyodide.unpackArchive(await data, "zip", { extractDir: START.sitePackages });
  const startup = pyodide.pyimport("kingmakers.startup");
  try {
    startup.after_restore();
  } finally {
    startup.destroy();
  }
  return pyodide;
}

async function startPython() {
  let note = "snapshots turned off (?no-snapshot)";
  if (USE_SNAPSHOTS) {
    const found = await openSnapshot(KEY, START).catch((error) => ({
      note: `storage refused: ${error}`,
    }));
    note = found.note;
    if (found.readInto) {
      let refused = null; // why the stored bytes failed their checks, if they did
      const readInto = (target) =>
        found.readInto(target).catch((error) => {
          refused = error.message;
          throw error;
        });
      try {
        const pyodide = await restore({ length: found.length, readInto });
        started("snapshot");
        snapshotKnown();
        unpackSources(pyodide);
        return pyodide;
      } catch (error) {
        note = refused ?? `restoring the snapshot failed: ${error?.message ?? error}`;
        forgetSnapshots().catch(() => {});
      }
    }
  }
  const wheel = afterRuntime(WHEEL);
  const pyodide = await loadPlainPyodide({ ...CONFIG, createPyodideModule: createModule });
  pyodide.unpackArchive(await wheel, "zip", { extractDir: START.sitePackages });
  started("plain", note);
  unpackSources(pyodide, expectLaterModules(pyodide));
  if (USE_SNAPSHOTS) whenIdle(makeSnapshot);
  else snapshotKnown();
  return pyodide;
}

const starting = startPython();
// The workers search bots think in (browser.py's BrowserThinkers reads them here).
globalThis.kingmakersBots = new BotWorkers(
  {
    ...CONFIG,
    wasm: WASM,
    wasmFetched: WASM_FETCHED,
    key: KEY,
    start: { pyodideBuild: START.pyodideBuild, heapBytes: START.heapBytes },
    wheel: WHEEL,
    later: LATER,
    sitePackages: START.sitePackages,
    useSnapshots: USE_SNAPSHOTS,
  },
  snapshotSettling,
);
const pyscriptPyc = afterRuntime(pageURL(START.pyscriptPyc));
// Unpacked before the page's script runs. Without them (the network dropped, or Python
// chose another language) a catalogue read first fetches the later zip, which holds every
// language's (kingmakers.ui.i18n.translations).
const catalogues = afterRuntime(CATALOGUES);

export async function loadPyodide({ stdout, stderr, packages } = {}) {
  if (packages?.length) {
    throw new Error("kingmakers-start.mjs installs only our wheel: add packages in build.py");
  }
  const pyodide = await starting;
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  // PyScript writes its package's sources into the working directory and imports them;
  // with these .pyc beside them (checked against the sources) nothing is compiled.
  const compiled = await pyscriptPyc.catch(() => null);
  if (compiled) {
    pyodide.unpackArchive(compiled, "zip", { extractDir: pyodide.FS.cwd() });
  }
  const words = await catalogues.catch(() => null);
  if (words) pyodide.unpackArchive(words, "zip", { extractDir: START.sitePackages });
  return pyodide;
}
