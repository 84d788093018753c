// The page's side of the workers search bots think in (kingmakers-thinker.mjs), as Python
// sees it through `globalThis.kingmakersBots` (browser.py's BrowserThinkers).
//
// Workers are started when a table with search bots opens (prepare), each once the
// memory snapshot is settled (a worker restored from it starts in about a second; one
// started beside the snapshot's maker would boot Python a third time at once). A move is
// asked of as many ready workers as it has requests (the hard level searches with two
// where the device has the cores), and the answers come back together. Until a worker
// is ready, or where there is no Worker at all, Python searches in the page as before.
//
// <html data-bot-workers> says how many workers are ready, data-bot-workers-start how
// Python started in them (snapshot or plain) and data-bot-workers-note why one stopped;
// the console says it once.

const THINKER = new URL("./kingmakers-thinker.mjs", import.meta.url);
// How many moves' figures are kept (for benchmarks: `kingmakersBots.moves`).
const MOVES_KEPT = 200;

class Thinker {
  constructor(job, settled, onReady) {
    this.up = false;
    this.dead = false;
    this.wasmBytes = 0;
    this.pending = new Map(); // request id -> {resolve, reject}
    settled.then(() => {
      try {
        this.worker = new Worker(THINKER, { type: "module" });
      } catch (error) {
        this.fail(`no module worker: ${error}`);
        return;
      }
      this.worker.onmessage = ({ data }) => this.receive(data, onReady);
      this.worker.onerror = (event) => this.fail(`the worker failed: ${event.message}`);
      this.worker.postMessage({ type: "start", job });
    });
  }

  receive(data, onReady) {
    if (data.type === "ready") {
      this.up = true;
      onReady(data);
    } else if (data.type === "failed") {
      this.fail(data.note);
    } else {
      const waiting = this.pending.get(data.id);
      this.pending.delete(data.id);
      if (data.type === "answer") {
        this.wasmBytes = data.wasmBytes;
        waiting?.resolve(data.answer);
      } else if (data.type === "error") {
        waiting?.reject(new Error(data.note));
      } else {
        waiting?.resolve(null); // dropped
      }
    }
  }

  fail(note) {
    this.up = false;
    this.dead = true;
    this.note = note;
    this.worker?.terminate();
    for (const waiting of this.pending.values()) waiting.reject(new Error(note));
    this.pending.clear();
    document.documentElement.dataset.botWorkersNote = note;
    console.info("A bot worker stopped; bots think in the page:", note);
  }

  think(id, request) {
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ type: "think", id, request });
    });
  }

  drop() {
    for (const [id, waiting] of this.pending) {
      this.worker.postMessage({ type: "drop", id });
      waiting.resolve(null);
    }
    this.pending.clear();
  }
}

export class BotWorkers {
  // `job`: what each worker starts Python with (see kingmakers-thinker.mjs); `settled`:
  // a promise that settles once the memory snapshot is made or known not to be.
  constructor(job, settled) {
    this.job = job;
    this.settled = settled;
    this.thinkers = [];
    this.nextId = 0;
    this.announced = false;
    // The last moves thought about here: when asked and answered (performance.now()),
    // and each worker's iterations.
    this.moves = [];
  }

  // Whether this browser can run them at all.
  get available() {
    return typeof Worker === "function";
  }

  // Start workers until there are `count`.
  prepare(count) {
    if (!this.available) return;
    while (this.thinkers.length < count) {
      this.thinkers.push(new Thinker(this.job, this.settled, (data) => this.started(data)));
    }
  }

  started({ how, note }) {
    document.documentElement.dataset.botWorkers = String(this.ready);
    document.documentElement.dataset.botWorkersStart = how;
    if (!this.announced) {
      this.announced = true;
      console.info(`Bots think in a worker (Python started ${how})`, note || "");
    }
  }

  get ready() {
    return this.thinkers.filter((thinker) => thinker.up).length;
  }

  // Each worker's wasm memory in bytes, as its last answer reported it.
  get wasmBytes() {
    return this.thinkers.map((thinker) => thinker.wasmBytes);
  }

  // Each request (JSON) to a ready worker of its own; resolves to their answers (JSON),
  // or null once dropped. A request still thinking is dropped first.
  think(requests) {
    this.drop();
    const ready = this.thinkers.filter((thinker) => thinker.up);
    if (ready.length < requests.length) {
      return Promise.reject(new Error(`${ready.length} of ${requests.length} workers ready`));
    }
    const asked = Array.from(requests, (request, index) =>
      ready[index].think(this.nextId++, request),
    );
    const start = performance.now();
    return Promise.all(asked).then((answers) => {
      if (answers.some((answer) => answer === null)) return null;
      const iterations = answers.map((answer) => JSON.parse(answer).iterations);
      this.moves.push({ start, end: performance.now(), iterations });
      if (this.moves.length > MOVES_KEPT) this.moves.shift();
      return answers;
    });
  }

  // The move asked for is no longer wanted (an undo, a new game, the table left).
  drop() {
    for (const thinker of this.thinkers) if (thinker.up) thinker.drop();
  }
}
