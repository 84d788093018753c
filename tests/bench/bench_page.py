"""Page start-up in Chromium: time to ``kingmakers:ready`` and bytes on a cold load.

Our app is measured side by side with a bare page that only boots Pyodide as npm ships
it (its own python_stdlib.zip, the same empty lock) and sets the same mark, in the same
run, so the cost the app adds is a ratio:
- cold: a new browser profile per run (empty HTTP cache, no service worker);
- warm: one profile that has visited once, so the service worker serves every file of
  the app; the bare page sits inside the worker's scope and gets Pyodide from it too.
Bytes are those of the files the page fetched before it was ready, raw (as served
here, uncompressed) and gzip-compressed (as GitHub Pages serves them).

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
  performance.mark("kingmakers:ready");
</script>
"""
READY_AT = "performance.getEntriesByName('kingmakers:ready')[0].startTime"
LOADED_BEFORE_READY = f"""() => {{
  const ready = {READY_AT};
  return performance.getEntriesByType("resource")
    .filter(entry => entry.startTime < ready).map(entry => entry.name);
}}"""


def time_to_ready(page, url: str) -> float:
    """Navigate and return the ready mark's time since navigation start, in ms."""
    page.goto(url)
    page.wait_for_function(
        "performance.getEntriesByName('kingmakers:ready').length > 0", timeout=READY_TIMEOUT_MS
    )
    return page.evaluate(READY_AT)


def group_of(path: str) -> str:
    """pyodide: Pyodide's runtime and (precompiled) standard library; pyscript: PyScript's
    files; ours: everything else, our interpreter module beside Pyodide's included."""
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
def fresh_profile(playwright):
    """A page in a new persistent profile: it keeps the wasm in its HTTP cache, unlike an
    incognito context, so warm figures are realistic."""
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=str(build.CHROMIUM),
            args=build.CHROMIUM_ARGS,
            viewport=VIEWPORT,
        )
        try:
            yield context.new_page()
        finally:
            context.close()


def cold_run(playwright, url: str) -> tuple[float, list[str]]:
    with fresh_profile(playwright) as page:
        ready = time_to_ready(page, url)
        loaded = [page.url, *page.evaluate(LOADED_BEFORE_READY)]
    return ready, loaded


def warm_runs(playwright, app_url: str, bare_url: str) -> tuple[list[float], list[float]]:
    with fresh_profile(playwright) as page:
        time_to_ready(page, app_url)
        page.evaluate("navigator.serviceWorker.ready")
        page.wait_for_function("navigator.serviceWorker.controller !== null")
        time_to_ready(page, bare_url)
        app, bare = [], []
        for _ in range(RUNS):
            app.append(time_to_ready(page, app_url))
            bare.append(time_to_ready(page, bare_url))
    return app, bare


def bare_site(folder: Path) -> None:
    """The bare page with the stock standard library and the same empty lock as the app,
    dated long ago so the HTTP cache serves them warm without asking the server."""
    (folder / "index.html").write_text(BARE_PAGE)
    stock = build.NODE_MODULES / "pyodide" / "python_stdlib.zip"
    shutil.copyfile(stock, folder / "python_stdlib.zip")
    (folder / "pyodide-lock.json").write_text(json.dumps(build.runtime_lock()))
    for name in ("python_stdlib.zip", "pyodide-lock.json"):
        os.utime(folder / name, (1_500_000_000, 1_500_000_000))


def run() -> list[dict]:
    if not (build.DIST / "sw.js").exists():
        build.build()
    with tempfile.TemporaryDirectory() as bare_dir:
        bare_site(Path(bare_dir))
        mounts = {build.SITE_PATH: build.DIST, BARE_PATH: Path(bare_dir)}
        with build.SiteServer(mounts) as server, sync_playwright() as playwright:
            app_url, bare_url = server.url(), server.url(BARE_PATH)
            cold_app, cold_bare, loaded = [], [], []
            for _ in range(RUNS):
                ready, loaded = cold_run(playwright, app_url)
                cold_app.append(ready)
                cold_bare.append(cold_run(playwright, bare_url)[0])
            warm_app, warm_bare = warm_runs(playwright, app_url, bare_url)

    rows = []
    for label, app, bare in (("cold", cold_app, cold_bare), ("warm", warm_app, warm_bare)):
        app_ms, bare_ms = statistics.median(app), statistics.median(bare)
        rows += [
            {
                "benchmark": f"ready {label}: kingmakers (median of {RUNS})",
                "value": round(app_ms),
                "unit": "ms",
            },
            {
                "benchmark": f"ready {label}: bare Pyodide page (median of {RUNS})",
                "value": round(bare_ms),
                "unit": "ms",
            },
            {
                "benchmark": f"ready {label}: kingmakers / bare",
                "value": round(app_ms / bare_ms, 2),
                "unit": "ratio",
            },
        ]
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
    return rows


if __name__ == "__main__":
    print(build.format_table(run()))
