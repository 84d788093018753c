"""A first visit in Chromium: our page against the bare Pyodide page, side by side.

Each run opens a new browser profile (empty HTTP cache, no service worker) on our page
and then on the bare page (bench_page's: Pyodide as npm ships it, its own
python_stdlib.zip), interleaved, over a link throttled to 10 Mbit/s down, 5 up and 40 ms
latency (DevTools' ``Network.emulateNetworkConditions``) and unthrottled, both served
gzip-encoded as a static host does. Reported: the median time to ``kingmakers:ready``,
and the bytes over the link before it (encoded bodies of the responses that ended
before ready), by file group.

For our page at 10 Mbit/s it also reports the start-up's timeline (medians): when each
start-up file has arrived, when Pyodide's runtime is instantiated
(``kingmakers:runtime-ready``), when Python has started with our package installed
(``kingmakers:python-plain``), and how long the page works after the last byte it waited
for before it is ready.

Targets (issue 33): ready at most 0.7x the bare page's at 10 Mbit/s, at most 5 MB before
ready. Run through ``python3 build.py bench --only firstvisit``;
``KINGMAKERS_BENCH_RUNS`` sets the number of profiles per page (default 3).
"""

from __future__ import annotations

import os
import statistics
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import sync_playwright

import build
from tests.bench.bench_page import BARE_PATH, READY_AT, bare_site, fresh_profile, time_to_ready

RUNS = int(os.environ.get("KINGMAKERS_BENCH_RUNS", "3"))
LINKS = {
    "10 Mbit/s, 40 ms": {
        "offline": False,
        "latency": 40,
        "downloadThroughput": 10_000_000 / 8,
        "uploadThroughput": 5_000_000 / 8,
    },
    "unthrottled": None,
}
TARGET_RATIO = 0.7
TARGET_BYTES = 5_000_000

# (URL, encoded body bytes) of every response that came over the link (not from the HTTP
# cache: a second request for a file counts once) and ended before the ready mark.
RECEIVED_BEFORE_READY = f"""() => {{
  const ready = {READY_AT};
  const navigation = performance.getEntriesByType("navigation")[0];
  return [navigation, ...performance.getEntriesByType("resource")]
    .filter((entry) => entry.responseEnd <= ready && entry.transferSize > 0)
    .map((entry) => [entry.name, entry.encodedBodySize]);
}}"""


# (URL, start, end) of every response that ended before the ready mark, and the marks.
TIMELINE = f"""() => {{
  const ready = {READY_AT};
  return {{
    files: performance.getEntriesByType("resource")
      .filter((entry) => entry.responseEnd <= ready)
      .map((entry) => [entry.name, entry.startTime, entry.responseEnd]),
    marks: Object.fromEntries(
      performance.getEntriesByType("mark").map((mark) => [mark.name, mark.startTime])
    ),
  }};
}}"""
TIMELINE_MARKS = ("kingmakers:runtime-ready", "kingmakers:python-plain", "kingmakers:ready")
TIMELINE_GROUPS = ("Pyodide's wasm", "standard library", "our package", "fonts", "PyScript")


def timeline_of(files: list, marks: dict[str, float]) -> dict[str, float]:
    """When each file group had arrived (its last file), the start-up's marks, and the time
    from the last byte to ready."""
    arrived: dict[str, float] = {}
    for url, _start, end in files:
        group = group_of(url)
        arrived[group] = max(arrived.get(group, 0.0), end)
    timeline = {f"{group} arrived": arrived[group] for group in TIMELINE_GROUPS if group in arrived}
    timeline |= {name: marks[name] for name in TIMELINE_MARKS if name in marks}
    last_byte = max(end for _url, _start, end in files)
    timeline["working after the last byte"] = marks["kingmakers:ready"] - last_byte
    return timeline


def group_of(url: str) -> str:
    """The file groups of issue 33's table."""
    path = urlsplit(url).path.removeprefix(build.SITE_PATH)
    name = path.rpartition("/")[2]
    if name in (Path(build.WASM).name, Path(build.PACKED[build.WASM]).name):  # packed or not
        return "Pyodide's wasm"
    if name in ("pyodide.asm.mjs", "pyodide.mjs"):
        return "Pyodide's JavaScript"
    if name in (build.STDLIB_ZIP, "python_stdlib.zip"):
        return "standard library"
    if path.startswith("wheels/"):
        return "our package"
    if path.startswith("fonts/"):
        return "fonts"
    if path.startswith("pyscript/"):
        return "PyScript"
    return "page (html, css, js, our modules)"


def first_visit(
    playwright, url: str, link: dict | None
) -> tuple[float, dict[str, int], dict[str, float]]:
    """Ready (ms), bytes before ready by file group, and the timeline (:func:`timeline_of`)."""
    with fresh_profile(playwright) as (page, devtools):
        if link:
            devtools.send("Network.enable")
            devtools.send("Network.emulateNetworkConditions", link)
        ready = time_to_ready(page, url)
        groups: dict[str, int] = {}
        for name, size in page.evaluate(RECEIVED_BEFORE_READY):
            groups[group_of(name)] = groups.get(group_of(name), 0) + size
        timeline = timeline_of(**page.evaluate(TIMELINE))
    return ready, groups, timeline


def run() -> list[dict]:
    if not (build.DIST / "sw.js").exists():
        build.build()
    rows: list[dict] = []
    with tempfile.TemporaryDirectory() as bare_dir:
        bare_site(Path(bare_dir))
        mounts = {build.SITE_PATH: build.DIST, BARE_PATH: Path(bare_dir)}
        with build.SiteServer(mounts, gzip=True) as server, sync_playwright() as playwright:
            pages = {"kingmakers": server.url(), "bare Pyodide page": server.url(BARE_PATH)}
            for link_name, link in LINKS.items():
                times: dict[str, list[float]] = {page: [] for page in pages}
                received: dict[str, list[dict[str, int]]] = {page: [] for page in pages}
                timelines: list[dict[str, float]] = []
                for _ in range(RUNS):
                    for page, url in pages.items():
                        ready, groups, timeline = first_visit(playwright, url, link)
                        times[page].append(ready)
                        received[page].append(groups)
                        if page == "kingmakers":
                            timelines.append(timeline)
                for page in pages:
                    rows.append(
                        {
                            "benchmark": f"{link_name}: ready, {page} (median of {RUNS})",
                            "value": round(statistics.median(times[page])),
                            "unit": "ms",
                        }
                    )
                ratio = statistics.median(times["kingmakers"]) / statistics.median(
                    times["bare Pyodide page"]
                )
                rows.append(
                    {
                        "benchmark": f"{link_name}: ready, kingmakers / bare"
                        + (f" (target <= {TARGET_RATIO})" if link else ""),
                        "value": round(ratio, 2),
                        "unit": "ratio",
                    }
                )
                if link:
                    rows += bytes_rows(received)
                    rows += timeline_rows(link_name, timelines)
    return rows


def timeline_rows(link_name: str, timelines: list[dict[str, float]]) -> list[dict]:
    """Our page's timeline, each entry the median of the runs that have it."""
    entries = list(dict.fromkeys(entry for timeline in timelines for entry in timeline))
    return [
        {
            "benchmark": f"{link_name}: timeline, kingmakers: {entry}",
            "value": round(statistics.median(t[entry] for t in timelines if entry in t)),
            "unit": "ms",
        }
        for entry in entries
    ]


def bytes_rows(received: dict[str, list[dict[str, int]]]) -> list[dict]:
    """Median bytes before ready per page and file group, and each page's total."""
    rows = []
    for page, runs in received.items():
        groups = sorted({group for run in runs for group in run})
        for group in groups:
            rows.append(
                {
                    "benchmark": f"bytes before ready, {page}: {group}",
                    "value": round(statistics.median(run.get(group, 0) for run in runs) / 1000),
                    "unit": "kB",
                }
            )
        total = statistics.median(sum(run.values()) for run in runs)
        target = f" (target <= {TARGET_BYTES / 1e6:g} MB)" if page == "kingmakers" else ""
        rows.append(
            {
                "benchmark": f"bytes before ready, {page}: all{target}",
                "value": round(total / 1000),
                "unit": "kB",
            }
        )
    return rows


if __name__ == "__main__":
    print(build.format_table(run()))
