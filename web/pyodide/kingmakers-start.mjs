// PyScript's `interpreter` module: Pyodide's own loadPyodide, with Kingmakers' start-up.
//
// The page loads this module before PyScript (a <script type="module"> ahead of
// pyscript/core.js), and it starts Python at once, while PyScript is still loading; when
// PyScript calls loadPyodide it gets that interpreter, with PyScript's output streams.
// PyScript would pass only streams and indexURL; this adds what the page describes in
// <script id="python-start">: the precompiled standard library, the lock inline (no
// request), our wheel (installed while Pyodide boots) and PyScript's own package
// compiled.
//
// Main thread only: it reads the page, and PyScript workers would each start their own.

import { loadPyodide as loadPlainPyodide, version } from "./pyodide.mjs";

export { version };

const START = JSON.parse(document.getElementById("python-start").textContent);
const pageURL = (path) => new URL(path, document.baseURI).href;
const CONFIG = {
  indexURL: new URL("./", import.meta.url).href,
  stdLibURL: pageURL(START.stdlib),
  lockFileContents: START.lock,
};
const WHEEL = pageURL(START.wheel);

const starting = loadPlainPyodide({ ...CONFIG, packages: [WHEEL] });
const pyscriptPyc = fetch(pageURL(START.pyscriptPyc)).then((response) =>
  response.ok ? response.arrayBuffer() : null,
);
pyscriptPyc.catch(() => {});

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
  return pyodide;
}
