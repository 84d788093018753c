"""Page start-up in Chromium: time to ``kingmakers:ready``, bytes, storage and memory.

Our app is measured side by side with a bare page that only boots Pyodide as npm ships
it (its own python_stdlib.zip, the same empty lock) and sets the same mark, in the same
run, so the cost or gain of the app is a ratio:
- cold: a new browser profile per run (empty HTTP cache, no service worker);
- warm: one profile that has visited once, so the service worker serves every file of
  the app and Python's memory snapshot is stored; the bare page sits inside the worker's
  scope. The app is timed twice: as a returning player starts it (from the snapshot),
  and with ``?no-snapshot`` (precompiled code alone, Python booted from scratch).
Everything runs at CPU 1x and again with Chromium's CPU slowed 4x (DevTools'
``Emulation.setCPUThrottlingRate``), a stand-in for a mid-range tablet.
Bytes are those of the files the page fetched before it was ready, raw (as served
here, uncompressed) and gzip-compressed (as GitHub Pages serves them). Storage is what
``navigator.storage.estimate()`` reports once the snapshot is kept; memory is read after
start-up (DevTools' heap usage after a collection, and the size of Python's wasm heap):
``performance.measureUserAgentSpecificMemory`` needs a cross-origin-isolated page, which
GitHub Pages cannot make.

Run through ``python3 build.py bench`` or alone with ``python -m tests.bench.bench_page``;
``KINGMAKERS_BENCH_RUNS`` sets the number of runs (default 5).
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import statistics
import tempfile
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import sync_playwright

import build
from tests.e2e.conftest import READY_TIMEOUT_MS, VIEWPORT

RUNS = int(os.environ.get("KINGMAKERS_BENCH_RUNS", "5"))
CPU_RATES = (1, 4)
SNAPSHOT_TIMEOUT_MS = 180_000
BARE_PATH = build.SITE_PATH + "bench-bare/"
BARE_PAGE = """<!doctype html>
<meta charset="utf-8">
<title>bare Pyodide</title>
<script type="module">
  import { loadPyodide } from "../pyodide/pyodide.mjs";
  const here = (path) => new URL(path, location.href).href;
  const pyodide = await loadPyodide({
    indexURL: here("../pyodide/"),
    stdLibURL: here("python_stdlib.zip"),
    lockFileURL: here("pyodide-lock.json"),
  });
  pyodide.runPython("1 + 1");
  window.benchPyodide = pyodide;
  performance.mark("kingmakers:ready");
</script>
"""
READY_AT = "performance.getEntriesByName('kingmakers:ready')[0].startTime"
LOADED_BEFORE_READY = f"""() => {{
  const ready = {READY_AT};
  return performance.getEntriesByType("resource")
    .filter(entry => entry.startTime < ready).map(entry => entry.name);
}}"""
APP_WASM_HEAP = """import("./pyodide/kingmakers-start.mjs")
    .then((start) => start.loadPyodide()).then((pyodide) => pyodide._module.HEAP8.length)"""


def time_to_ready(page, url: str) -> float:
    """Navigate and return the ready mark's time since navigation start, in ms."""
    page.goto(url)
    page.wait_for_function(
        "performance.getEntriesByName('kingmakers:ready').length > 0", timeout=READY_TIMEOUT_MS
    )
    return page.evaluate(READY_AT)


def group_of(path: str) -> str:
    """pyodide: Pyodide's runtime (its wasm packed or not) and (precompiled) standard
    library; pyscript: PyScript's files; ours: everything else, our interpreter module
    beside Pyodide's included."""
    if path in build.PACKED.values():
        return "pyodide"
    if path.startswith("pyodide/") and path.removeprefix("pyodide/") in (
        *build.PYODIDE_FILES,
        build.STDLIB_ZIP,
        "python_stdlib.zip",
    ):
        return "pyodide"
    if path.startswith("pyscript/"):
        return "pyscript"
    return "ours"


def bytes_by_group(site_dir: Path, urls: list[str]) -> dict[str, tuple[int, int]]:
    """Raw and gzip size of the site files behind ``urls``, summed per group."""
    totals: dict[str, tuple[int, int]] = {}
    for url in dict.fromkeys(urls):
        path = urlsplit(url).path.removeprefix(build.SITE_PATH) or "index.html"
        data = (site_dir / path).read_bytes()
        raw, packed = totals.get(group_of(path), (0, 0))
        totals[group_of(path)] = (raw + len(data), packed + len(gzip.compress(data, 6)))
    return totals


@contextmanager
def fresh_profile(playwright, cpu_rate: int = 1):
    """A page in a new persistent profile (it keeps the wasm in its HTTP cache, unlike an
    incognito context, so warm figures are realistic), its CPU slowed ``cpu_rate`` times,
    and a DevTools session on it."""
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=str(build.CHROMIUM),
            args=build.CHROMIUM_ARGS,
            viewport=VIEWPORT,
        )
        try:
            page = context.new_page()
            devtools = context.new_cdp_session(page)
            devtools.send("Emulation.setCPUThrottlingRate", {"rate": cpu_rate})
            yield page, devtools
        finally:
            context.close()


def cold_run(playwright, url: str, cpu_rate: int) -> tuple[float, list[str]]:
    with fresh_profile(playwright, cpu_rate) as (page, _):
        ready = time_to_ready(page, url)
        loaded = [page.url, *page.evaluate(LOADED_BEFORE_READY)]
    return ready, loaded


def memory_after_start(page, devtools, wasm_heap: str) -> dict[str, int]:
    devtools.send("HeapProfiler.collectGarbage")
    usage = devtools.send("Runtime.getHeapUsage")
    return {
        "JS heap": usage["usedSize"],
        "array buffers": usage["backingStorageSize"],
        "wasm heap": page.evaluate(wasm_heap),
    }


def warm_runs(playwright, app_url: str, bare_url: str, cpu_rate: int) -> dict:
    """Ready times of the app from its snapshot, from precompiled code alone, and of the
    bare page, interleaved; with CPU 1x also storage and memory after start-up."""
    plain_url = app_url + "?no-snapshot"
    with fresh_profile(playwright) as (page, devtools):
        time_to_ready(page, app_url)
        page.evaluate("navigator.serviceWorker.ready")
        page.wait_for_function("navigator.serviceWorker.controller !== null")
        page.wait_for_function(
            "performance.getEntriesByName('kingmakers:snapshot-saved').length > 0",
            timeout=SNAPSHOT_TIMEOUT_MS,
        )
        time_to_ready(page, bare_url)
        time_to_ready(page, plain_url)
        devtools.send("Emulation.setCPUThrottlingRate", {"rate": cpu_rate})
        times: dict[str, list[float]] = {"snapshot": [], "precompiled": [], "bare": []}
        python_ready: list[float] = []
        restored = 0
        for _ in range(RUNS):
            times["snapshot"].append(time_to_ready(page, app_url))
            start = page.evaluate("document.documentElement.dataset.pythonStart")
            restored += start == "snapshot"
            python_ready.append(
                page.evaluate(f"performance.getEntriesByName('kingmakers:python-{start}')[0]")[
                    "startTime"
                ]
            )
            times["precompiled"].append(time_to_ready(page, plain_url))
            times["bare"].append(time_to_ready(page, bare_url))
        result = {"times": times, "restored": restored, "python_ready": python_ready}
        if cpu_rate == 1:
            devtools.send("Emulation.setCPUThrottlingRate", {"rate": 1})
            result["storage"] = page.evaluate("navigator.storage.estimate()")["usageDetails"]
            time_to_ready(page, bare_url)
            result["bare memory"] = memory_after_start(
                page, devtools, "benchPyodide._module.HEAP8.length"
            )
            time_to_ready(page, app_url)
            result["app memory"] = memory_after_start(page, devtools, APP_WASM_HEAP)
    return result


def bare_site(folder: Path) -> None:
    """The bare page with the stock standard library and the same empty lock as the app,
    dated long ago so the HTTP cache serves them warm without asking the server."""
    (folder / "index.html").write_text(BARE_PAGE)
    shutil.copyfile(
        build.NODE_MODULES / "pyodide" / "python_stdlib.zip", folder / "python_stdlib.zip"
    )
    (folder / "pyodide-lock.json").write_text(json.dumps(build.runtime_lock()))
    for name in ("python_stdlib.zip", "pyodide-lock.json"):
        os.utime(folder / name, (1_500_000_000, 1_500_000_000))


def ms_row(label: str, values: list[float]) -> dict:
    return {
        "benchmark": f"{label} (median of {len(values)})",
        "value": round(statistics.median(values)),
        "unit": "ms",
    }


def ratio_row(label: str, app: list[float], bare: list[float]) -> dict:
    ratio = statistics.median(app) / statistics.median(bare)
    return {"benchmark": label, "value": round(ratio, 2), "unit": "ratio"}


def run() -> list[dict]:
    if not (build.DIST / "sw.js").exists():
        build.build()
    rows: list[dict] = []
    loaded: list[str] = []
    storage: dict = {}
    memory: dict = {}
    with tempfile.TemporaryDirectory() as bare_dir:
        bare_site(Path(bare_dir))
        mounts = {build.SITE_PATH: build.DIST, BARE_PATH: Path(bare_dir)}
        with build.SiteServer(mounts) as server, sync_playwright() as playwright:
            app_url, bare_url = server.url(), server.url(BARE_PATH)
            for rate in CPU_RATES:
                cpu = f"CPU {rate}x"
                cold_app, cold_bare = [], []
                for _ in range(RUNS):
                    ready, app_loaded = cold_run(playwright, app_url, rate)
                    cold_app.append(ready)
                    cold_bare.append(cold_run(playwright, bare_url, rate)[0])
                    if rate == 1:
                        loaded = app_loaded
                warm = warm_runs(playwright, app_url, bare_url, rate)
                times = warm["times"]
                rows += [
                    ms_row(f"{cpu} ready cold: kingmakers", cold_app),
                    ms_row(f"{cpu} ready cold: bare Pyodide page", cold_bare),
                    ratio_row(f"{cpu} ready cold: kingmakers / bare", cold_app, cold_bare),
                    ms_row(f"{cpu} ready warm: kingmakers from its snapshot", times["snapshot"]),
                    ms_row(
                        f"{cpu} ready warm: kingmakers, precompiled code alone",
                        times["precompiled"],
                    ),
                    ms_row(f"{cpu} ready warm: bare Pyodide page", times["bare"]),
                    ratio_row(
                        f"{cpu} ready warm: snapshot / bare", times["snapshot"], times["bare"]
                    ),
                    ratio_row(
                        f"{cpu} ready warm: precompiled alone / bare",
                        times["precompiled"],
                        times["bare"],
                    ),
                    ms_row(f"{cpu} warm, from its snapshot: Python up", warm["python_ready"]),
                    {
                        "benchmark": f"{cpu} warm runs that started from the snapshot",
                        "value": warm["restored"],
                        "unit": f"of {RUNS}",
                    },
                ]
                if rate == 1:
                    storage = warm["storage"]
                    memory = {
                        "kingmakers": warm["app memory"],
                        "bare Pyodide page": warm["bare memory"],
                    }

    groups = bytes_by_group(build.DIST, loaded)
    for group in ("pyodide", "pyscript", "ours"):
        raw, packed = groups.get(group, (0, 0))
        rows.append(
            {
                "benchmark": f"cold load bytes: {group}",
                "value": round(raw / 1024),
                "unit": "KiB raw",
            }
        )
        rows.append(
            {
                "benchmark": f"cold load bytes: {group}",
                "value": round(packed / 1024),
                "unit": "KiB gzip",
            }
        )
    ours_and_pyscript = sum(groups.get(g, (0, 0))[1] for g in ("ours", "pyscript"))
    rows.append(
        {
            "benchmark": "cold load bytes: ours + pyscript (target < 1 MB)",
            "value": round(ours_and_pyscript / 1024),
            "unit": "KiB gzip",
        }
    )
    for kind, label in (
        ("indexedDB", "IndexedDB (the snapshot)"),
        ("caches", "Cache Storage (the service worker's copy of the site)"),
    ):
        rows.append(
            {
                "benchmark": f"storage on the device: {label}",
                "value": round(storage.get(kind, 0) / 1024),
                "unit": "KiB",
            }
        )
    for page, figures in memory.items():
        for kind, value in figures.items():
            rows.append(
                {
                    "benchmark": f"memory after start-up, {page}: {kind}",
                    "value": round(value / 1024),
                    "unit": "KiB",
                }
            )
    return rows


if __name__ == "__main__":
    print(build.format_table(run()))
