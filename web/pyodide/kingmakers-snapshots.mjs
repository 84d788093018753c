// Where the memory snapshot of Python is kept on the device, and the checks a stored
// snapshot must pass before Pyodide may restore it. Shared by the page
// (kingmakers-start.mjs) and the worker that makes snapshots (kingmakers-snapshot.mjs).
//
// The snapshot is kept under a key naming the Pyodide release, its build id and the
// site's build hash: another build's snapshot is never restored, and is deleted the first
// time a build looks for its own. It is stored packed, without the heap's pages of zeros
// (about half of a fresh 30 MB heap), with a checksum, in two IndexedDB records: under
// the key a small one (lengths, checksum), read before Pyodide starts loading, and under
// `bytesKey(key)` the packed bytes as an ArrayBuffer, read while Pyodide compiles. Not a
// Blob: WebKit refuses Blobs in IndexedDB in private windows ("Error preparing Blob/File
// data to be stored in object store"), which would leave Safari's private tabs without
// a snapshot.

const DATABASE = "kingmakers-snapshots";
const STORE = "snapshots";

// Pyodide's snapshot format (src/js/snapshot.ts): a 48-byte header (magic, offset of the
// heap, JSON length, padding, 32-byte build id), the JSON, then the whole wasm heap.
const MAGIC = 0x706e7300;
const HEADER_BYTES = 48;

// Packed: a 16-byte header (magic, unpacked length, offset of the heap, heap pages), a
// bitmap of the heap pages kept, Pyodide's header and JSON, then the pages kept.
const PACKED_MAGIC = 0x6b6d7370; // "psmk"
const PACKED_HEADER_BYTES = 16;
const PAGE = 4096;

export function snapshotKey(pyodideVersion, start) {
  return `pyodide-${pyodideVersion}/${start.pyodideBuild}/${start.build}`;
}

export function bytesKey(key) {
  return `${key}#bytes`;
}

function request(operation) {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

async function withStore(mode, use) {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  const database = await request(opening);
  try {
    const transaction = database.transaction(STORE, mode);
    const done = new Promise((resolve, reject) => {
      transaction.oncomplete = resolve;
      transaction.onerror = transaction.onabort = () => reject(transaction.error);
    });
    const result = await use(transaction.objectStore(STORE));
    await done;
    return result;
  } finally {
    database.close();
  }
}

// A 64-bit checksum of the whole snapshot: two 32-bit multiply-xor lanes over its words.
// Any change to a single word changes the first lane (each step is a bijection of the
// state), so corruption goes unnoticed only with odds about 2^-64. It is not meant to
// resist tampering: whoever can write this origin's storage can run code on its pages.
// Four times cheaper than crypto.subtle's SHA-256, which Chromium runs on the main
// thread. `bytes.length` is a multiple of 4 (checked before).
export function checksum(bytes) {
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  let a = 0x811c9dc5 | 0;
  let b = 0x9747b28c | 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    a = Math.imul(a ^ word, 0x01000193);
    b = Math.imul(b ^ word, 0x5bd1e995);
    b ^= b >>> 13;
  }
  return [a, b].map((lane) => (lane >>> 0).toString(16).padStart(8, "0")).join("");
}

// Pyodide's snapshot without the heap pages that hold only zeros.
export function packSnapshot(snapshot) {
  const heapAt = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2)[1];
  const heap = snapshot.subarray(heapAt);
  if (heapAt % 16 || heap.length % PAGE) throw new Error("unexpected snapshot layout");
  const pages = heap.length / PAGE;
  const words = new Int32Array(heap.buffer, heap.byteOffset, heap.length / 4);
  const bitmap = new Uint32Array(Math.ceil(pages / 32));
  const kept = [];
  for (let page = 0; page < pages; page++) {
    for (let word = page * (PAGE / 4), end = word + PAGE / 4; word < end; word++) {
      if (words[word]) {
        bitmap[page >> 5] |= 1 << (page & 31);
        kept.push(page);
        break;
      }
    }
  }
  const pagesAt = PACKED_HEADER_BYTES + bitmap.byteLength + heapAt;
  const packed = new Uint8Array(pagesAt + kept.length * PAGE);
  new Uint32Array(packed.buffer, 0, 4).set([PACKED_MAGIC, snapshot.length, heapAt, pages]);
  packed.set(new Uint8Array(bitmap.buffer), PACKED_HEADER_BYTES);
  packed.set(snapshot.subarray(0, heapAt), PACKED_HEADER_BYTES + bitmap.byteLength);
  kept.forEach((page, index) =>
    packed.set(heap.subarray(page * PAGE, (page + 1) * PAGE), pagesAt + index * PAGE),
  );
  return packed;
}

// Pyodide's snapshot back from packSnapshot's bytes, into `target` (zero-filled, of the
// snapshot's length) or a new array; throws saying what is wrong.
export function unpackSnapshot(packed, target = null) {
  const [magic, length, heapAt, pages] = new Uint32Array(packed.buffer, packed.byteOffset, 4);
  if (magic !== PACKED_MAGIC) throw new Error("not a packed snapshot");
  const bitmap = new Uint32Array(
    packed.buffer,
    packed.byteOffset + PACKED_HEADER_BYTES,
    Math.ceil(pages / 32),
  );
  let kept = 0;
  for (let page = 0; page < pages; page++) kept += (bitmap[page >> 5] >>> (page & 31)) & 1;
  const pagesAt = PACKED_HEADER_BYTES + bitmap.byteLength + heapAt;
  if (
    packed.length !== pagesAt + kept * PAGE ||
    length !== heapAt + pages * PAGE ||
    (target && target.length !== length)
  ) {
    throw new Error("inconsistent (its parts do not add up)");
  }
  const snapshot = target ?? new Uint8Array(length);
  snapshot.set(packed.subarray(PACKED_HEADER_BYTES + bitmap.byteLength, pagesAt));
  let at = pagesAt;
  for (let page = 0; page < pages; page++) {
    if ((bitmap[page >> 5] >>> (page & 31)) & 1) {
      snapshot.set(packed.subarray(at, at + PAGE), heapAt + page * PAGE);
      at += PAGE;
    }
  }
  return snapshot;
}

// Keep Pyodide's snapshot `bytes` as the only snapshot on the device.
export async function saveSnapshot(key, bytes) {
  const packed = packSnapshot(bytes);
  const record = {
    length: packed.length,
    checksum: checksum(packed),
    snapshotLength: bytes.length,
  };
  await withStore("readwrite", (store) => {
    store.clear();
    store.put(record, key);
    store.put(packed.buffer, bytesKey(key));
  });
}

export function forgetSnapshots() {
  return withStore("readwrite", (store) => store.clear());
}

// The heap part of a snapshot must fit the heap a fresh Pyodide starts with: restoring
// copies it in without growing memory (pyodide#6254).
function problemWith(bytes, { pyodideBuild, heapBytes }) {
  if (bytes.length < HEADER_BYTES) return "too short for a Pyodide snapshot";
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, HEADER_BYTES / 4);
  if (words[0] !== MAGIC) return "not a Pyodide snapshot";
  const buildId = Array.from(words.subarray(4, 12), (word) =>
    word.toString(16).padStart(8, "0"),
  ).join("");
  if (buildId !== pyodideBuild) return `made by another Pyodide build (${buildId})`;
  const heap = bytes.length - words[1];
  if (heap > heapBytes) return `its heap grew to ${heap} bytes, a fresh one has ${heapBytes}`;
  return null;
}

// Read a stored record's bytes, check them and unpack them into `target`; rejects saying
// what is wrong with them.
async function readInto(key, record, start, target) {
  const stored = await withStore("readonly", (store) => request(store.get(bytesKey(key))));
  const packed = new Uint8Array(stored instanceof ArrayBuffer ? stored : 0);
  let problem = null;
  if (packed.length !== record.length || packed.length % 4 || packed.length < 16) {
    problem = `truncated (${packed.length} of ${record.length} bytes)`;
  } else if (checksum(packed) !== record.checksum) {
    problem = "corrupt (its checksum differs)";
  } else {
    try {
      unpackSnapshot(packed, target);
      problem = problemWith(target, start);
    } catch (error) {
      problem = error.message;
    }
  }
  if (problem) throw new Error(`the stored snapshot was ${problem}`);
}

// The stored snapshot for `key` as {length, readInto(target)}: the length of Pyodide's
// snapshot, so that Pyodide can be handed an array of that size at once and load while
// `readInto` reads, checks and unpacks the stored bytes into it (the record read here
// holds none of them). Otherwise {note} saying why there is none. A snapshot of
// another build is deleted; so is one that fails a check, by the caller.
export async function openSnapshot(key, start) {
  const [record, stored] = await withStore("readonly", (store) =>
    Promise.all([request(store.get(key)), request(store.count())]),
  );
  if (record) {
    const length = record.snapshotLength;
    if (Number.isInteger(length) && length >= HEADER_BYTES && length <= 4 * start.heapBytes) {
      return { length, readInto: (target) => readInto(key, record, start, target) };
    }
    await forgetSnapshots();
    return { note: "the stored snapshot was unreadable (no length)" };
  }
  if (!stored) return { note: "no snapshot yet" };
  await forgetSnapshots();
  return { note: "the stored snapshot was another build's" };
}
