// Pyodide's wasm, fetched at once: the biggest file of a start. A page the service worker
// serves asks for the wasm itself, which the worker keeps; any other page (a first visit)
// asks for it packed (build.py's PACKED), which kingmakers-wasm.mjs unpacks as it arrives.
// kingmakers-start.mjs fetches what this link names. A classic script, run while the
// page is parsed: a module would ask a little later. Its element names both paths
// (data-wasm, data-packed), which build.py writes in.
{
  const { wasm, packed } = document.currentScript.dataset;
  const link = document.createElement("link");
  link.id = "wasm-preload";
  link.rel = "preload";
  link.as = "fetch";
  link.crossOrigin = "anonymous";
  link.href = navigator.serviceWorker?.controller ? wasm : packed;
  document.head.append(link);
}
