// A module worker in which search bots think, so the page's thread never waits for them
// (the page's side: kingmakers-bots.mjs; Python's: kingmakers.ui.state.thinker).
//
// It starts its own Pyodide: restored from the memory snapshot the page keeps in
// IndexedDB when there is one for this build (about a second), else a plain start with
// our wheel and the modules that come after the menu. Then it answers requests for a
// move, thinking a slice at a time and reading the page's messages between slices, so a
// request the page no longer wants (an undo, a new game) stops at once.
//
// The page posts {type: "start", job} once, where job is {indexURL, stdLibURL,
// lockFileContents, wasm, wasmFetched, key, start: {pyodideBuild, heapBytes}, wheel, later,
// sitePackages, useSnapshots} (wasmFetched: the wasm's URL as the page fetched it, packed
// or not, see kingmakers-wasm.mjs); the worker answers {type: "ready", how, note} or {type: "failed", note}.
// Then {type: "think", id, request} (the request as JSON) is answered by {type:
// "answer", id, answer, wasmBytes} or {type: "error", id, note}, and {type: "drop", id}
// ends that request's thinking with {type: "dropped", id}.

import { loadPyodide } from "./pyodide.mjs";
import { openSnapshot } from "./kingmakers-snapshots.mjs";
import { fetchWasmAs } from "./kingmakers-wasm.mjs";

// How long Python thinks before the worker reads its messages again.
const SLICE_SECONDS = 0.05;

let thinker = null; // the Python module kingmakers.ui.state.thinker, once started
let pyodide = null;
const dropped = new Set();

const config = (job) => ({
  indexURL: job.indexURL,
  stdLibURL: job.stdLibURL,
  lockFileContents: job.lockFileContents,
});

// The snapshot's bytes are read whole before Pyodide loads: unlike the page, nobody waits
// for this start.
async function restore(job, found) {
  const bytes = new Uint8Array(found.length);
  await found.readInto(bytes);
  const restored = await loadPyodide({ ...config(job), _loadSnapshot: bytes });
  delete restored._api.config._loadSnapshot;
  const startup = restored.pyimport("kingmakers.startup");
  try {
    startup.after_restore();
  } finally {
    startup.destroy();
  }
  return restored;
}

// The bytes of `url` (a failed response is an error, handled where it is awaited).
function download(url) {
  const bytes = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  bytes.catch(() => {});
  return bytes;
}

// Our wheel and the later modules unpacked where the page unpacks them (not Pyodide's
// loadPackage, which the page does not use either).
async function startPlain(job) {
  const archives = [download(job.wheel), download(job.later)];
  const started = await loadPyodide(config(job));
  for (const archive of archives) {
    started.unpackArchive(await archive, "zip", { extractDir: job.sitePackages });
  }
  return started;
}

async function start(job) {
  fetchWasmAs(job.wasm, job.wasmFetched);
  let note = "snapshots turned off";
  if (job.useSnapshots) {
    const found = await openSnapshot(job.key, job.start).catch((error) => ({
      note: `storage refused: ${error}`,
    }));
    note = found.note;
    if (found.readInto) {
      try {
        return { python: await restore(job, found), how: "snapshot" };
      } catch (error) {
        note = `restoring the snapshot failed: ${error?.message ?? error}`;
      }
    }
  }
  return { python: await startPlain(job), how: "plain", note };
}

// A task after the messages already queued (a MessageChannel's message, which no timer
// clamp delays).
function yieldToMessages() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function think({ id, request }) {
  let thinking = null;
  try {
    thinking = thinker.start(request);
    while (!thinking.step(SLICE_SECONDS)) {
      await yieldToMessages();
      if (dropped.has(id)) {
        postMessage({ type: "dropped", id });
        return;
      }
    }
    const wasmBytes = pyodide._module.HEAP8.buffer.byteLength;
    postMessage({ type: "answer", id, answer: thinking.answer(), wasmBytes });
  } catch (error) {
    postMessage({ type: "error", id, note: String(error?.message ?? error) });
  } finally {
    thinking?.destroy();
    dropped.delete(id);
  }
}

addEventListener("message", async ({ data }) => {
  if (data.type === "start") {
    try {
      const { python, how, note } = await start(data.job);
      pyodide = python;
      thinker = pyodide.pyimport("kingmakers.ui.state.thinker");
      postMessage({ type: "ready", how, note });
    } catch (error) {
      postMessage({ type: "failed", note: String(error?.message ?? error) });
    }
  } else if (data.type === "think") {
    await think(data);
  } else if (data.type === "drop") {
    dropped.add(data.id);
  }
});
