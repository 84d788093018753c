// A worker that reads a stored snapshot and checks it (kingmakers-snapshots.mjs,
// checkedInWorker): it is given the IndexedDB record and the page's start description,
// and answers {bytes}, transferred, or {problem}.

import { checkedBytes } from "./kingmakers-snapshots.mjs";

addEventListener("message", async ({ data: { record, start } }) => {
  try {
    const bytes = await checkedBytes(record, start);
    postMessage({ bytes }, [bytes.buffer]);
  } catch (error) {
    postMessage({ problem: error.message });
  }
});
