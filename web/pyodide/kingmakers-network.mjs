// The start-up's downloads, made to survive a network blip and to report their bytes.
//
// Once installed, every fetch of a start-up file (the standard library, Pyodide's wasm,
// our wheel and package data, PyScript's compiled package: whoever asks, Pyodide
// included) is retried with backoff when it fails, and a body cut off midway is fetched
// again from the start, the bytes already delivered skipped. Each new byte is announced
// as a `kingmakers:received` event on the page (detail: the count), which the loading bar
// adds up. When every retry has failed, `kingmakers:connection-dropped` is sent (detail:
// the file) and the fetch fails with ConnectionDropped; the page then says so and offers
// Retry, which reloads: what arrived whole stays in the HTTP cache.

const RETRY_DELAYS_MS = [400, 1000, 2000, 4000];

export class ConnectionDropped extends Error {}

const plainFetch = globalThis.fetch.bind(globalThis);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function announce(type, detail) {
  dispatchEvent(new CustomEvent(type, { detail }));
}

// A response with an OK status, after retries; throws ConnectionDropped.
async function okResponse(url, init) {
  let failure = null;
  for (const delay of [0, ...RETRY_DELAYS_MS]) {
    if (delay) await sleep(delay);
    try {
      const response = await plainFetch(url, init);
      if (response.ok) return response;
      failure = `HTTP ${response.status}`;
      if (response.status === 404) break; // not a blip: this file is not on the server
    } catch (error) {
      failure = String(error);
    }
  }
  connectionDropped(url);
  throw new ConnectionDropped(`${url}: ${failure}`);
}

// Tell the page that `url` could not be had whole: it says so and offers Retry.
export function connectionDropped(url) {
  announce("kingmakers:connection-dropped", url);
}

// The body of `first`, fetched again from the start if it breaks off, skipping the
// bytes already delivered; every delivered byte is announced.
function resilientBody(url, init, first) {
  let reader = first.body.getReader();
  let delivered = 0;
  let skip = 0;
  return new ReadableStream({
    async pull(controller) {
      for (;;) {
        let chunk;
        try {
          chunk = await reader.read();
        } catch {
          reader = (await okResponse(url, init)).body.getReader();
          skip = delivered;
          continue;
        }
        if (chunk.done) {
          controller.close();
          return;
        }
        let bytes = chunk.value;
        if (skip) {
          const skipped = Math.min(skip, bytes.length);
          skip -= skipped;
          bytes = bytes.subarray(skipped);
          if (!bytes.length) continue;
        }
        delivered += bytes.length;
        announce("kingmakers:received", bytes.length);
        controller.enqueue(bytes);
        return;
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

async function startupFetch(url, init) {
  const response = await okResponse(url, init);
  const type = response.headers.get("Content-Type");
  return new Response(resilientBody(url, init, response), {
    status: response.status,
    statusText: response.statusText,
    headers: type ? { "Content-Type": type } : {},
  });
}

// Route fetches of `urls` (absolute) through the retries from now on.
export function installStartupFetch(urls) {
  const startup = new Set(urls);
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? null : new URL(input, document.baseURI).href;
    return startup.has(url) ? startupFetch(url, init) : plainFetch(input, init);
  };
}

// Settles once the response for `url` (absolute) has ended, as Resource Timing reports it
// (at once if it already has).
export function whenDownloaded(url) {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName(url).length) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: "resource", buffered: true });
  });
}

// A module imported with retries: a failed module fetch is remembered by the page's
// module map, so each retry asks for the URL with another query.
export async function importWithRetries(url) {
  for (const [attempt, delay] of [0, ...RETRY_DELAYS_MS].entries()) {
    if (delay) await sleep(delay);
    try {
      return await import(attempt ? `${url}?attempt=${attempt}` : url);
    } catch (error) {
      if (attempt === RETRY_DELAYS_MS.length) {
        connectionDropped(url);
        throw new ConnectionDropped(`${url}: ${error}`);
      }
    }
  }
}
