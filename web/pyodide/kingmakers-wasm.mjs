// Pyodide's wasm fetched packed (build.py's PACKED: Zstandard, 2.9 MB where a static
// host's gzip sends 3.5 MB) and unpacked as it arrives, for a page or worker that the
// service worker does not serve yet (a first visit). The service worker keeps the wasm
// unpacked under its own path, which the pages it serves ask for: they skip the unpacking,
// and the browser keeps the wasm's compiled code between their starts.
//
// The page's early script (preload.js) chooses which of the two it preloads; what it
// chose is the URL the start fetches (kingmakers-start.mjs), and the workers are told.

import "./fzstd.js"; // a classic script: defines self.fzstd
import { connectionDropped } from "./kingmakers-network.mjs";

// The body of `packedResponse` (from `url`) unpacked, chunk by chunk as it arrives, in a
// response that WebAssembly.instantiateStreaming takes (it compiles while the bytes
// arrive). Bytes that do not unpack (a garbled transfer) fail the body and are reported as
// a dropped connection: Pyodide only logs a wasm that fails to compile, and would wait
// for good.
export function unpackedResponse(packedResponse, url) {
  const reader = packedResponse.body.getReader();
  let unpacker;
  let unpacked = 0; // chunks handed on
  const body = new ReadableStream({
    start(controller) {
      unpacker = new self.fzstd.Decompress((chunk) => {
        unpacked += 1;
        controller.enqueue(chunk);
      });
    },
    // Reads until it has handed on a chunk or closed: a pull that hands on nothing is not
    // called again, and the stream would stall (a packed chunk may end mid-block).
    async pull(controller) {
      const before = unpacked;
      try {
        while (unpacked === before) {
          const { done, value } = await reader.read();
          unpacker.push(done ? new Uint8Array(0) : value, done);
          if (done) {
            controller.close();
            return;
          }
        }
      } catch (error) {
        connectionDropped(url);
        controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(body, { headers: { "Content-Type": "application/wasm" } });
}

// `fetchFile` with every fetch of `url` (absolute) answered by fetching `packedURL` and
// unpacking it.
function fetchingPacked(fetchFile, url, packedURL) {
  return async (input, init) => {
    const asked = input instanceof Request ? input.url : new URL(input, self.location.href).href;
    if (asked !== url) return fetchFile(input, init);
    const response = await fetchFile(packedURL, init);
    if (!response.ok) return response;
    return unpackedResponse(response, packedURL);
  };
}

// From now on, this page's or worker's fetches of the wasm `url` (absolute) fetch
// `fetchedURL` instead, unpacked, when it is the packed file (as preload.js chose).
export function fetchWasmAs(url, fetchedURL) {
  if (fetchedURL !== url) globalThis.fetch = fetchingPacked(globalThis.fetch, url, fetchedURL);
}
