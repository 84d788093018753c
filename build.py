#!/usr/bin/env python3
"""Build, serve, test and benchmark the Kingmakers static site.

    python3 build.py build            # writes dist/
    python3 build.py serve [--port N] # builds, then serves dist/ at http://127.0.0.1:N/kingmakers/
    python3 build.py test [ARGS...]   # installs what is missing, builds, ruff, pytest ARGS
    python3 build.py bench [--only NAME ...]  # page and engine benchmarks, one table

The site is self-contained: Pyodide and PyScript come from npm (package-lock.json), and
our package is a wheel built here with fixed timestamps. Python code ships precompiled by
Pyodide's own CPython (tools/precompile.mjs, run with Node; cached in .cache/pyc), with
hash randomisation off, so the same sources always give the same bytes and the same cache
name.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import gzip as gzip_module
import hashlib
import html
import http.server
import importlib.util
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import tomllib
import zipfile
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
PACKAGE_DIR = ROOT / "py" / "kingmakers"
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
DOWNLOADS = ROOT / ".cache" / "downloads"
BENCH_DIR = ROOT / "tests" / "bench"

SITE_PATH = "/kingmakers/"
"""Where `serve` and the browser tests mount dist/: a sub-path, as on GitHub Pages."""

PYODIDE_VERSION = "314.0.7"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
"""Pyodide's runtime, copied as npm ships it. Its python_stdlib.zip is replaced by
:data:`STDLIB_ZIP`, and its lock by an empty one written into the page."""
STDLIB_ZIP = "python_stdlib.pyc.zip"
"""The standard library as .pyc compiled by Pyodide's CPython (sourceless, as Pyodide
would read it from /lib/python3XY.zip)."""
PRECOMPILE_SCRIPT = ROOT / "tools" / "precompile.mjs"
PYC_CACHE = ROOT / ".cache" / "pyc"
WASM = "pyodide/pyodide.asm.wasm"
"""Pyodide's wasm, in the site."""
PACKED = {WASM: f"{WASM}.zst"}
"""Files a page the service worker does not serve yet (a first visit) fetches packed with
Zstandard and unpacks as they arrive (web/pyodide/kingmakers-wasm.mjs): packed, Pyodide's
wasm is 2.9 MB, where a static host's gzip sends 3.5 MB. The service worker keeps each
unpacked, under its own path, which the pages it serves ask for: they skip the unpacking,
and the browser keeps the wasm's compiled code for their next start. The page's first
script (web/preload.js) is told both of the wasm's paths."""
PACK_SCRIPT = ROOT / "tools" / "pack.mjs"
PACKED_CACHE = ROOT / ".cache" / "packed"
ZSTD_DECODER = "pyodide/fzstd.js"
"""fzstd (npm ``fzstd``, MIT), copied from node_modules: it unpacks :data:`PACKED` files,
in the page and its workers (an ES module imports it) and in the service worker."""

FONTS = {"Alegreya": "alegreya", "Alegreya Sans": "alegreya-sans"}
FONT_WEIGHTS = (400, 700)
FONT_SUBSETS = ("latin", "latin-ext", "cyrillic")

CSP = "; ".join(
    [
        "default-src 'self'",
        # 'wasm-unsafe-eval': Pyodide compiles its WebAssembly. 'unsafe-eval': PyScript
        # 0.7.31 builds its worker hooks with Function(...) while starting up, even on a
        # page with no workers (src/hooks.js createFunction, read by the worker hook
        # getters in src/core.js); without it PyScript stops before Python runs.
        "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'none'",
    ]
)

QR_DECODER = "jsQR.js"
"""jsQR (npm ``jsqr``, Apache-2.0), copied from node_modules: it reads a QR code in a
camera's frame."""

CHROMIUM = Path("/usr/bin/chromium")
"""Debian's Chromium: Playwright cannot download its own browser here."""
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    # Without these, Chromium keeps calling Google's services, which a closed network refuses.
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

WEBKIT_DRIVER = Path("/usr/bin/WebKitWebDriver")
"""Debian's WebDriver for WebKitGTK (WebKit, the engine of Safari and of every iPad browser);
the browser it drives is the MiniBrowser of the same WebKitGTK, found by :func:`minibrowser`."""
XVFB = Path("/usr/bin/Xvfb")
"""The X server WebKitGTK draws into when there is no display."""
TEST_BROWSER_PACKAGES = {"chromium": CHROMIUM, "webkit2gtk-driver": WEBKIT_DRIVER, "xvfb": XVFB}
"""Debian package -> the program of it the browser tests run."""


def minibrowser() -> Path | None:
    """WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0, which webkit2gtk-driver needs),
    under the machine's multiarch folder; None when it is not installed."""
    return next(iter(sorted(Path("/usr/lib").glob("*/webkit2gtk-4.1/MiniBrowser"))), None)


WHEEL_DATE = (1980, 1, 1, 0, 0, 0)
SERVED_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".woff2": "font/woff2",
    ".whl": "application/zip",
    ".zst": "application/zstd",
    ".json": "application/json",
    ".svg": "image/svg+xml",
}


class BuildError(RuntimeError):
    """A build step that cannot go on; the message says what to do."""


def run(command: list[str], **options) -> None:
    """Run a command from the repository root, echoing it; fail loudly."""
    print("$", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT, **options)


# --- inputs -----------------------------------------------------------------------


def ensure_node_modules() -> None:
    """`npm ci` when node_modules is missing, lacks a dependency of package.json (one added
    since it was installed) or holds another Pyodide than the lock."""
    installed = NODE_MODULES / "pyodide" / "package.json"
    wanted = json.loads((ROOT / "package.json").read_text())["dependencies"]
    if (
        installed.exists()
        and json.loads(installed.read_text())["version"] == PYODIDE_VERSION
        and all((NODE_MODULES / name / "package.json").exists() for name in wanted)
    ):
        return
    if shutil.which("npm") is None:
        raise BuildError("npm is not installed: install Node.js 20+ (apt-get install nodejs npm)")
    run(["npm", "ci", "--no-audit", "--no-fund"])


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pyodide_lock() -> dict:
    return json.loads((NODE_MODULES / "pyodide" / "pyodide-lock.json").read_text())


def runtime_lock() -> dict:
    """Pyodide's lock without a package: the page installs only our wheel, by URL, so
    Pyodide needs the lock's header (its ABI check) and nothing else."""
    return {"info": pyodide_lock()["info"], "packages": {}}


def python_version() -> str:
    """The CPython inside Pyodide as "3.14"."""
    return ".".join(pyodide_lock()["info"]["python"].split(".")[:2])


def pyodide_build_id() -> str:
    """Pyodide's BUILD_ID (a hash of pyodide.asm.mjs and .wasm), which its memory
    snapshots carry: only the build that made a snapshot can restore it."""
    found = re.search(
        r'BUILD_ID:"([0-9a-f]{64})"', (NODE_MODULES / "pyodide" / "pyodide.mjs").read_text()
    )
    if found is None:
        raise BuildError("no BUILD_ID in node_modules/pyodide/pyodide.mjs: has its format changed?")
    return found.group(1)


def _leb128(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def initial_heap_bytes(wasm: Path) -> int:
    """The memory a fresh instance of ``wasm`` starts with: its memory section's initial
    size. A snapshot whose heap outgrew it cannot be restored (pyodide#6254)."""
    data = wasm.read_bytes()
    if data[:4] != b"\0asm":
        raise BuildError(f"{wasm} is not WebAssembly")
    at = 8
    while at < len(data):
        section, size_at = data[at], at + 1
        size, body = _leb128(data, size_at)
        if section == 5:  # memory: count, then limits (flags, initial pages, ...)
            _count, limits = _leb128(data, body)
            pages, _ = _leb128(data, limits + 1)
            return pages * 65536
        at = body + size
    raise BuildError(f"{wasm} declares no memory (does it import it now?)")


def project_metadata() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


# --- precompiled Python -----------------------------------------------------------


@dataclass(frozen=True)
class PycJob:
    """Sources to compile with Pyodide's CPython (see tools/precompile.mjs).

    ``source`` is a zip of .py files (and others); ``prefix`` is prepended to each
    name to give the file name Pyodide will see, which tracebacks show; ``layout`` is
    "sourceless" (the whole zip, each foo.py as foo.pyc) or "pycache" (only
    __pycache__/foo.cpython-3XY.pyc files); ``checked`` .pyc files are used only while
    their source's hash matches; without ``docstrings`` every ``__doc__`` is None (a fifth
    of the bytes, on the start path), which the page never reads; without
    ``line_numbers`` a traceback names each function's first line, not the line it was on
    (another sixth)."""

    name: str
    source: bytes
    prefix: str
    layout: str
    checked: bool = False
    docstrings: bool = True
    line_numbers: bool = True

    def cache_path(self, cache: Path) -> Path:
        digest = hashlib.sha256()
        for part in (
            pyodide_build_id().encode(),
            PRECOMPILE_SCRIPT.read_bytes(),
            self.prefix.encode(),
            self.layout.encode(),
            b"checked" if self.checked else b"unchecked",
            b"docstrings" if self.docstrings else b"no docstrings",
            b"line numbers" if self.line_numbers else b"no line numbers",
            self.source,
        ):
            digest.update(hashlib.sha256(part).digest())
        return cache / f"{self.name}-{digest.hexdigest()[:16]}.zip"


def precompile(jobs: list[PycJob], cache: Path = PYC_CACHE) -> list[zipfile.ZipFile]:
    """Each job's compiled zip, from ``cache`` or made by one Node run for all misses.

    Compiling the standard library takes Pyodide ~10 s; the result depends only on the
    inputs the cache key hashes, so builds after the first reuse it."""
    missing = [job for job in jobs if not job.cache_path(cache).exists()]
    if missing:
        if shutil.which("node") is None:
            raise BuildError("node is not installed: install Node.js 20+ (apt-get install nodejs)")
        cache.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as scratch:
            specs = []
            for index, job in enumerate(missing):
                source = Path(scratch) / f"source-{index}.zip"
                source.write_bytes(job.source)
                output = Path(scratch) / f"output-{index}.zip"
                specs.append(
                    {
                        "input": str(source),
                        "output": str(output),
                        "prefix": job.prefix,
                        "layout": job.layout,
                        "checked": job.checked,
                        "docstrings": job.docstrings,
                        "lineNumbers": job.line_numbers,
                    }
                )
            jobs_file = Path(scratch) / "jobs.json"
            jobs_file.write_text(json.dumps(specs))
            run(["node", str(PRECOMPILE_SCRIPT), str(jobs_file)])
            for job, spec in zip(missing, specs, strict=True):
                for stale in cache.glob(f"{job.name}-*.zip"):
                    stale.unlink()
                shutil.move(spec["output"], job.cache_path(cache))
    return [zipfile.ZipFile(job.cache_path(cache)) for job in jobs]


def packed(source: Path, cache: Path = PACKED_CACHE) -> Path:
    """``source`` packed by tools/pack.mjs, from ``cache`` when it has been before (packing
    Pyodide's wasm takes Node ~5 s)."""
    target = cache / f"{source.name}-{sha256_of(source)[:16]}.zst"
    if not target.exists():
        if shutil.which("node") is None:
            raise BuildError("node is not installed: install Node.js 20+ (apt-get install nodejs)")
        cache.mkdir(parents=True, exist_ok=True)
        for stale in cache.glob(f"{source.name}-*.zst"):
            stale.unlink()
        staged = target.with_suffix(".partial")
        run(["node", str(PACK_SCRIPT), str(source), str(staged)])
        staged.rename(target)
    return target


def _zip_entry(arcname: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(arcname, WHEEL_DATE)
    info.external_attr = 0o644 << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


STDLIB_NEEDS_SCRIPT = ROOT / "tools" / "stdlib-needs.mjs"
STDLIB_ALSO = (
    # PyScript's start-up code in its JavaScript bundle (not in its Python package).
    "asyncio",
    "binascii",
    "builtins",
    # What CPython 3.11's importlib.resources loads where 3.14's loads others: the test
    # that records the app's imports runs under the host's CPython.
    "importlib.readers",
    "json",
    "os",
    "sys",
)
"""Standard-library modules the page needs that no ``import`` statement in our package or
PyScript's names (the rest are found by :func:`stdlib_import_names`). A module missing
from the shipped standard library is a ModuleNotFoundError on a player's device;
tests/e2e/test_stdlib_subset.py records what the app imports and fails until it is here."""
NOT_STDLIB = ("kingmakers", "pyscript", "polyscript", "js", "pyodide_js", "_pyscript")


def imported_names(source: bytes) -> set[str]:
    """Every absolute import in a module's source, as dotted names: ``from a.b import c``
    gives ``a.b`` and ``a.b.c`` (c may be a submodule)."""
    import ast

    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def stdlib_import_names() -> list[str]:
    """What our package, PyScript's package and :data:`STDLIB_ALSO` import from outside
    themselves: the roots of the standard library the site ships."""
    sources = [
        path.read_bytes()
        for path in package_files()
        if path.suffix == ".py" and path.name != "__main__.py"  # the command line's
    ]
    sources += [data for _, data in pyscript_sources()]
    names = set(STDLIB_ALSO)
    for source in sources:
        names |= imported_names(source)
    return sorted(name for name in names if name.split(".")[0] not in NOT_STDLIB)


def stdlib_needs(cache: Path = PYC_CACHE) -> dict[str, list[str]]:
    """What tools/stdlib-needs.mjs finds (~4 s, cached like the .pyc): under "files" the
    entries of npm's python_stdlib.zip (``json/decoder.py``...) the site ships, the
    modules Pyodide's CPython loads to boot, install a wheel and unpack a zip, and to
    import every name of :func:`stdlib_import_names`; under "frozen" the modules among
    them built into Pyodide's binary, which need no file."""
    names = json.dumps(stdlib_import_names()).encode()
    digest = hashlib.sha256()
    for part in (pyodide_build_id().encode(), STDLIB_NEEDS_SCRIPT.read_bytes(), names):
        digest.update(hashlib.sha256(part).digest())
    cached = cache / f"stdlib-needs-{digest.hexdigest()[:16]}.json"
    if not cached.exists():
        if shutil.which("node") is None:
            raise BuildError("node is not installed: install Node.js 20+ (apt-get install nodejs)")
        cache.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as scratch:
            names_file = Path(scratch) / "names.json"
            names_file.write_bytes(names)
            output = Path(scratch) / "needs.json"
            run(["node", str(STDLIB_NEEDS_SCRIPT), str(names_file), str(output)])
            for stale in cache.glob("stdlib-needs-*.json"):
                stale.unlink()
            shutil.move(output, cached)
    return json.loads(cached.read_text())


def stdlib_needed() -> set[str]:
    """The entries of npm's python_stdlib.zip the site ships (:func:`stdlib_needs`)."""
    return set(stdlib_needs()["files"])


def write_stdlib(compiled: zipfile.ZipFile, target: Path, needed: set[str]) -> None:
    """The precompiled standard library, only the modules in ``needed`` (source names)."""
    with zipfile.ZipFile(target, "w") as archive:
        for name in sorted(compiled.namelist()):
            if name.endswith(".pyc") and name[:-1] in needed:
                archive.writestr(_zip_entry(name), compiled.read(name), compresslevel=9)


def stdlib_job() -> PycJob:
    version = python_version().replace(".", "")
    return PycJob(
        "stdlib",
        (NODE_MODULES / "pyodide" / "python_stdlib.zip").read_bytes(),
        f"/lib/python{version}.zip/",
        "sourceless",
        docstrings=False,
        line_numbers=False,
    )


def _sources_zip(files: list[tuple[str, bytes]]) -> bytes:
    sources = io.BytesIO()
    with zipfile.ZipFile(sources, "w") as archive:
        for arcname, data in files:
            archive.writestr(zipfile.ZipInfo(arcname, WHEEL_DATE), data)
    return sources.getvalue()


def package_job() -> PycJob:
    files = [
        (path.relative_to(PACKAGE_DIR.parent).as_posix(), path.read_bytes())
        for path in package_files()
        if path.suffix == ".py"
    ]
    return PycJob(
        "kingmakers",
        _sources_zip(files),
        f"/lib/python{python_version()}/site-packages/",
        "sourceless",
        docstrings=False,
    )


PYSCRIPT_LEFT_OUT = ("xterm", "codemirror")
"""PyScript's terminal and editor (<py-terminal>, <py-editor>), which the page has none of:
only imported (dynamically) by the plugins that draw them, so never fetched, and not
shipped, so not precached either (0.22 MB gzip)."""
STATIC_IMPORT = re.compile(r'(?:\bfrom|\bimport)\s*"\./([^"]+)"')
"""An ES module's static import of a file beside it (a dynamic import() is not one)."""


def pyscript_files() -> list[Path]:
    """PyScript's dist/ as the page uses it: its scripts and styles, without the files of
    :data:`PYSCRIPT_LEFT_OUT` and those that statically import one of them."""
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    files = {
        path.name: path
        for path in dist.iterdir()
        if path.suffix in (".js", ".css") and path.name != "service-worker.js"
    }
    left_out = {name for name in files if name.startswith(PYSCRIPT_LEFT_OUT)}
    while True:
        needing = {
            name
            for name, path in files.items()
            if name.endswith(".js")
            and name not in left_out
            and left_out & set(STATIC_IMPORT.findall(path.read_text()))
        }
        if not needing:
            return sorted(path for name, path in files.items() if name not in left_out)
        left_out |= needing


PYSCRIPT_PYTHON = NODE_MODULES / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"
"""PyScript's own Python package exactly as it writes it at start-up (minified), the
artifact its bundle is built from: ``export default {"pyscript": {"name.py": source}}``."""
PYSCRIPT_PYC = "pyscript/pyscript-pycache.zip"
"""PyScript's package compiled. PyScript writes its sources into the working directory
(/home/pyodide/pyscript/) and imports them on every start; the page puts these checked
.pyc files beside them first, so that import compiles nothing (and compiles as usual if
PyScript's sources ever differ from the ones compiled here)."""


def pyscript_sources() -> list[tuple[str, bytes]]:
    text = PYSCRIPT_PYTHON.read_text()
    found = re.search(r"export default (\{.*\});?\s*$", text, re.S)
    if found is None:
        raise BuildError(f"{PYSCRIPT_PYTHON} has changed form: update build.pyscript_sources")
    files = []

    def walk(tree: dict, folder: str) -> None:
        for name, value in tree.items():
            if isinstance(value, dict):
                walk(value, f"{folder}{name}/")
            elif name.endswith(".py"):
                files.append((folder + name, value.encode()))

    walk(json.loads(found.group(1)), "")
    return sorted(files)


def pyscript_job() -> PycJob:
    return PycJob(
        "pyscript",
        _sources_zip(pyscript_sources()),
        "/home/pyodide/",
        "pycache",
        checked=True,
        line_numbers=False,
    )


def write_compiled(compiled: zipfile.ZipFile, target: Path) -> None:
    """A :func:`precompile` output, deflated, in a stable order."""
    with zipfile.ZipFile(target, "w") as archive:
        for name in sorted(compiled.namelist()):
            archive.writestr(_zip_entry(name), compiled.read(name), compresslevel=9)


# --- the wheel --------------------------------------------------------------------


def _record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return f"sha256={digest.decode()}"


def package_files() -> list[Path]:
    """Every source file of py/kingmakers that belongs in the wheel, in a stable order."""
    return sorted(
        path
        for path in PACKAGE_DIR.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".pyc", ".mo")
    )


def wheel_entry(path: Path) -> tuple[str, bytes]:
    """A package file as it goes into the wheel: a gettext catalogue (``.po``) compiled to
    ``.mo`` (what the page reads), anything else as it is."""
    arcname = path.relative_to(PACKAGE_DIR.parent).as_posix()
    if path.suffix != ".po":
        return arcname, path.read_bytes()
    from kingmakers.ui.i18n.catalog import compile_mo, parse_po

    mo = compile_mo(parse_po(path.read_text("utf-8")))
    return arcname.removesuffix(".po") + ".mo", mo


def package_entries() -> list[tuple[str, bytes]]:
    """Every package file as the wheel holds it (:func:`wheel_entry`), in a stable order."""
    sys.path.insert(0, str(PACKAGE_DIR.parent))
    try:
        return [wheel_entry(path) for path in package_files()]
    finally:
        sys.path.remove(str(PACKAGE_DIR.parent))


def package_data_files() -> dict[str, bytes]:
    """The package's files that are not Python (catalogues, rules texts), by wheel name."""
    return {arcname: data for arcname, data in package_entries() if not arcname.endswith(".py")}


def build_wheel(
    out_dir: Path, compiled: dict[str, bytes] | None = None, left_out: Collection[str] = ()
) -> Path:
    """Write kingmakers-<version>-py3-none-any.whl: same sources, same bytes.

    With ``compiled`` (.pyc files by their name in the wheel, see :func:`split_compiled`)
    the modules ship as those .pyc alone, where their sources would be: Pyodide imports
    them without compiling, and the sources, which only tracebacks read, come after
    start-up (:func:`write_sources`), as do the modules left out of ``compiled`` and the
    data files named in ``left_out``."""
    meta = project_metadata()
    name, version = meta["name"], meta["version"]
    dist_info = f"{name}-{version}.dist-info"
    entries = [entry for entry in package_entries() if entry[0] not in left_out]
    if compiled is not None:
        entries = [entry for entry in entries if not entry[0].endswith(".py")]
        entries += compiled.items()
        entries.sort()
    metadata = (
        "Metadata-Version: 2.1\n"
        f"Name: {name}\nVersion: {version}\nSummary: {meta['description']}\n"
        f"Requires-Python: {meta['requires-python']}\n"
    )
    wheel_info = (
        "Wheel-Version: 1.0\nGenerator: kingmakers build.py\n"
        "Root-Is-Purelib: true\nTag: py3-none-any\n"
    )
    entries += [
        (f"{dist_info}/METADATA", metadata.encode()),
        (f"{dist_info}/WHEEL", wheel_info.encode()),
        (f"{dist_info}/top_level.txt", b"kingmakers\n"),
    ]
    record = "".join(f"{arcname},{_record_hash(data)},{len(data)}\n" for arcname, data in entries)
    entries.append((f"{dist_info}/RECORD", (record + f"{dist_info}/RECORD,,\n").encode()))
    out_dir.mkdir(parents=True, exist_ok=True)
    wheel_path = out_dir / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel_path, "w", zipfile.ZIP_DEFLATED) as wheel:
        for arcname, data in entries:
            wheel.writestr(_zip_entry(arcname), data, compresslevel=9)
    return wheel_path


MENU_NEEDS_SCRIPT = ROOT / "tools" / "menu_needs.py"


@dataclass(frozen=True)
class MenuNeeds:
    """What the page needs before its menu is up: our ``modules`` it imports, and per
    language the ``faces`` its home screen draws in, each (family, weight, letters)."""

    modules: set[str]
    faces: dict[str, list[tuple[str, int, str]]]


def menu_needs() -> MenuNeeds:
    """Found by tools/menu_needs.py, run in its own process so that this one's imports
    stay as they are."""
    output = subprocess.run(
        [sys.executable, str(MENU_NEEDS_SCRIPT), str(PACKAGE_DIR.parent)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    found = json.loads(output)
    faces = found["faces"]
    return MenuNeeds(
        set(found["modules"]), {language: list(map(tuple, faces[language])) for language in faces}
    )


def module_of(arcname: str) -> str:
    """The module a compiled file of the package holds: ``kingmakers/ui/app.pyc`` is
    ``kingmakers.ui.app``, ``kingmakers/ui/__init__.pyc`` is ``kingmakers.ui``."""
    return arcname.removesuffix(".pyc").removesuffix("/__init__").replace("/", ".")


def split_compiled(
    compiled: zipfile.ZipFile, menu: set[str]
) -> tuple[dict[str, bytes], dict[str, bytes]]:
    """The package's .pyc files in two: those of the ``menu`` modules, which ship in the
    wheel the page waits for, and the rest (the games' tables, engines, bots...), which
    ship in :data:`LATER_ZIP`."""
    start: dict[str, bytes] = {}
    later: dict[str, bytes] = {}
    for arcname in compiled.namelist():
        (start if module_of(arcname) in menu else later)[arcname] = compiled.read(arcname)
    return start, later


def package_of(arcname: str) -> str:
    """The package a data file of ours belongs to: that of the nearest folder holding an
    ``__init__.py`` (``kingmakers/ui/locale/hu.mo`` is ``kingmakers.ui``'s,
    ``kingmakers/ui/games/viva/rules/en.md`` is ``kingmakers.ui.games.viva.rules``')."""
    folder = PACKAGE_DIR.parent / arcname
    while not (folder := folder.parent).joinpath("__init__.py").is_file():
        pass
    return folder.relative_to(PACKAGE_DIR.parent).as_posix().replace("/", ".")


def later_data(data: dict[str, bytes], menu: set[str]) -> dict[str, bytes]:
    """The data files of the packages the menu does not import (the rules texts): they
    ship in :data:`LATER_ZIP` with those packages' modules, which bring them when imported."""
    return {arcname: data[arcname] for arcname in data if package_of(arcname) not in menu}


LATER_ZIP = "kingmakers-later.zip"
"""Beside the wheel: the .pyc of every module the menu does not import, with those
packages' data files (:func:`later_data`), fetched once the menu is up and unpacked beside
the wheel's (``kingmakers.startup_later``, which also fetches it at once if a module of it
is imported before it has arrived)."""


def write_zip(files: dict[str, bytes], target: Path) -> None:
    """One of the zips beside the wheel: ``files`` by name, deflated, in a stable order."""
    with zipfile.ZipFile(target, "w") as archive:
        for arcname in sorted(files):
            archive.writestr(_zip_entry(arcname), files[arcname], compresslevel=9)


CATALOGUES_ZIP = "kingmakers-{language}.zip"
"""Beside the wheel: every catalogue (``.mo``) of one language, which the wheel holds none
of. The page fetches the one of the language it starts in with the wheel (the choice is
made in ``web/language.js`` as in ``i18n.choose_language``); the later zip holds every
language's, for a player who switches, and ``i18n.translations`` fetches that at once if
a catalogue is read before it has arrived."""


def catalogues_by_language(data: dict[str, bytes]) -> dict[str, dict[str, bytes]]:
    """The package's catalogues, by language (``kingmakers/ui/locale/hu.mo`` is Magyar's)."""
    languages: dict[str, dict[str, bytes]] = {}
    for arcname, content in data.items():
        folder, _, name = arcname.rpartition("/")
        if folder.endswith("/locale") and name.endswith(".mo"):
            languages.setdefault(name.removesuffix(".mo"), {})[arcname] = content
    return languages


SOURCES_ZIP = "kingmakers-sources.zip"
"""Beside the wheel: our package's .py sources, unpacked beside their .pyc once the menu
is up and every module imported, so that tracebacks show their lines and nothing is
compiled from them."""


def write_sources(target: Path) -> None:
    with zipfile.ZipFile(target, "w") as archive:
        for path in package_files():
            if path.suffix == ".py":
                arcname = path.relative_to(PACKAGE_DIR.parent).as_posix()
                archive.writestr(_zip_entry(arcname), path.read_bytes(), compresslevel=9)


PACKAGE_DATA_ZIP = "kingmakers-data.zip"
"""Beside the wheel: the package's files that are not Python (gettext .mo catalogues,
rules texts; the wheel holds only the menu's), which the app reads from the file system.
A start from a memory snapshot has every module already imported but none of these files
(a snapshot holds the heap, not the file system), so the page unpacks this small zip
before running anything."""


# --- fonts ------------------------------------------------------------------------


@dataclass(frozen=True)
class FontFile:
    """A woff2 file of the site: one face's (family, weight) letters of one subset."""

    name: str
    family: str
    weight: int
    subset: str
    unicode_range: str


def font_files() -> list[FontFile]:
    """The woff2 files of the subsets we use, as @fontsource describes them."""
    files = []
    for family, package in FONTS.items():
        for weight in FONT_WEIGHTS:
            css = (NODE_MODULES / "@fontsource" / package / f"{weight}.css").read_text()
            for subset in FONT_SUBSETS:
                file_name = f"{package}-{subset}-{weight}-normal.woff2"
                block = re.search(
                    rf"/\* {re.escape(package)}-{re.escape(subset)}-{weight}-normal \*/\s*"
                    r"@font-face\s*{.*?unicode-range:\s*([^;]+);",
                    css,
                    re.S,
                )
                if block is None:
                    raise BuildError(f"@fontsource/{package} has no {subset} {weight} face")
                files.append(FontFile(file_name, family, weight, subset, block.group(1).strip()))
    return files


def build_fonts(out_dir: Path) -> None:
    """Copy the woff2 files of the subsets we use and write their @font-face rules."""
    out_dir.mkdir(parents=True, exist_ok=True)
    rules = []
    files = font_files()
    for font in files:
        package = FONTS[font.family]
        shutil.copyfile(
            NODE_MODULES / "@fontsource" / package / "files" / font.name, out_dir / font.name
        )
        rules.append(
            "@font-face {\n"
            f"  font-family: '{font.family}';\n  font-style: normal;\n"
            f"  font-weight: {font.weight};\n  font-display: swap;\n"
            f"  src: url(./{font.name}) format('woff2');\n"
            f"  unicode-range: {font.unicode_range};\n}}\n"
        )
    (out_dir / "fonts.css").write_text("\n".join(rules))


# --- the site ---------------------------------------------------------------------


@dataclass
class Build:
    """What `build` produced: where, its content hash and every file in it."""

    out_dir: Path
    content_hash: str
    files: list[str] = field(default_factory=list)

    @property
    def cache_name(self) -> str:
        return f"kingmakers-{self.content_hash}"


def _ui_strings() -> dict[str, dict[str, str]]:
    """The catalogue strings the page shows before Python starts, per language."""
    sys.path.insert(0, str(PACKAGE_DIR.parent))
    try:
        from kingmakers.ui.i18n import GENERIC_PACKAGE, LANGUAGES, source
    finally:
        sys.path.remove(str(PACKAGE_DIR.parent))
    return {
        code: {
            entry.key: entry.text
            for entry in source(GENERIC_PACKAGE, code).entries
            if entry.key.startswith(("loading.", "update.", "crash."))
        }
        for code in LANGUAGES
    }


def _site_files(out_dir: Path) -> list[str]:
    return sorted(p.relative_to(out_dir).as_posix() for p in out_dir.rglob("*") if p.is_file())


BUILD_PLACEHOLDER = "{{build}}"
"""Where the page names its own build: filled in after the content hash is taken."""


def _script_json(value) -> str:
    """JSON to place inside a <script> element."""
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")


def build(out_dir: Path = DIST, web_dir: Path = WEB) -> Build:
    """Write the whole static site into ``out_dir`` (emptied first)."""
    ensure_node_modules()
    stdlib, package, pyscript = precompile([stdlib_job(), package_job(), pyscript_job()])
    if out_dir.exists():
        shutil.rmtree(out_dir)
    out_dir.mkdir(parents=True)

    pyodide_dir = out_dir / "pyodide"
    pyodide_dir.mkdir()
    for name in PYODIDE_FILES:
        shutil.copyfile(NODE_MODULES / "pyodide" / name, pyodide_dir / name)
    for name, packed_name in PACKED.items():
        shutil.copyfile(packed(out_dir / name), out_dir / packed_name)
    shutil.copyfile(NODE_MODULES / "fzstd" / "umd" / "index.js", out_dir / ZSTD_DECODER)
    write_stdlib(stdlib, pyodide_dir / STDLIB_ZIP, stdlib_needed())
    for source in sorted((web_dir / "pyodide").iterdir()):
        shutil.copyfile(source, pyodide_dir / source.name)

    pyscript_dir = out_dir / "pyscript"
    pyscript_dir.mkdir()
    for source in pyscript_files():
        shutil.copyfile(source, pyscript_dir / source.name)
    write_compiled(pyscript, out_dir / PYSCRIPT_PYC)

    build_fonts(out_dir / "fonts")
    shutil.copytree(web_dir / "icons", out_dir / "icons")
    for name in (
        "app.css",
        "app.js",
        "language.js",
        "painter.js",
        "preload.js",
        "manifest.webmanifest",
    ):
        shutil.copyfile(web_dir / name, out_dir / name)
    # The QR decoder a guest's camera reads a pairing code with, loaded when it scans.
    shutil.copyfile(NODE_MODULES / "jsqr" / "dist" / "jsQR.js", out_dir / QR_DECODER)

    menu = menu_needs()
    menu_pyc, later_pyc = split_compiled(package, menu.modules)
    data = package_data_files()
    catalogues = catalogues_by_language(data)
    data_later = later_data(data, menu.modules)
    for files in catalogues.values():
        data_later |= files
    staged_wheel = build_wheel(out_dir / "wheels", menu_pyc, left_out=data_later.keys())
    staged_later = out_dir / "wheels" / LATER_ZIP
    write_zip(later_pyc | data_later, staged_later)
    package_hash = hashlib.sha256(f"{sha256_of(staged_wheel)} {sha256_of(staged_later)}".encode())
    wheel_dir = out_dir / "wheels" / package_hash.hexdigest()[:16]
    wheel_dir.mkdir()
    wheel = staged_wheel.rename(wheel_dir / staged_wheel.name)
    later = staged_later.rename(wheel_dir / LATER_ZIP)
    package_data = wheel_dir / PACKAGE_DATA_ZIP
    write_zip(data, package_data)
    catalogue_zips = {}
    for language, files in sorted(catalogues.items()):
        # Named by their own content: a deploy that changes only code keeps their URLs.
        staged = out_dir / "wheels" / CATALOGUES_ZIP.format(language=language)
        write_zip(files, staged)
        catalogue_dir = out_dir / "wheels" / sha256_of(staged)[:16]
        catalogue_dir.mkdir(exist_ok=True)
        catalogue_zips[language] = staged.rename(catalogue_dir / staged.name)
    write_sources(wheel_dir / SOURCES_ZIP)
    # No packages for PyScript: micropip would be loaded to install them. The page's
    # interpreter module (web/pyodide/kingmakers-start.mjs) hands our wheel to Pyodide.
    config = {"interpreter": "pyodide/kingmakers-start.mjs"}
    start = {
        "build": BUILD_PLACEHOLDER,
        "pyodideBuild": pyodide_build_id(),
        "heapBytes": initial_heap_bytes(out_dir / WASM),
        "stdlib": f"pyodide/{STDLIB_ZIP}",
        "pyscriptPyc": PYSCRIPT_PYC,
        "wheel": wheel.relative_to(out_dir).as_posix(),
        "packageData": package_data.relative_to(out_dir).as_posix(),
        "later": later.relative_to(out_dir).as_posix(),
        "sources": (wheel_dir / SOURCES_ZIP).relative_to(out_dir).as_posix(),
        "sitePackages": f"/lib/python{python_version()}/site-packages/",
        # What the page fetches before its menu in the language it starts in (web/
        # language.js): its catalogues, the faces its menu draws in with their letters
        # (which load the font files that hold them), and the bytes a first visit
        # downloads through kingmakers-network.mjs (as the page counts them: the wasm
        # packed, the others once HTTP's gzip is undone), the loading bar's whole.
        "languages": {
            language: {
                "catalogues": catalogue_zips[language].relative_to(out_dir).as_posix(),
                "faces": menu.faces[language],
                "startBytes": sum(
                    path.stat().st_size
                    for path in (
                        pyodide_dir / STDLIB_ZIP,
                        out_dir / PACKED[WASM],
                        wheel,
                        catalogue_zips[language],
                        out_dir / PYSCRIPT_PYC,
                    )
                ),
            }
            for language in catalogue_zips
        },
        "lock": runtime_lock(),
    }
    page = (web_dir / "index.html").read_text()
    page = page.replace("{{csp}}", CSP)
    page = page.replace("{{pyscript_config}}", html.escape(json.dumps(config), quote=True))
    page = page.replace("{{strings}}", _script_json(_ui_strings()))
    page = page.replace("{{python_start}}", _script_json(start))
    page = page.replace("{{wasm}}", WASM).replace("{{packed_wasm}}", PACKED[WASM])
    (out_dir / "index.html").write_text(page)

    # The hash covers the page with its placeholder, which it then replaces: a page names
    # the build it belongs to (the key of its Python snapshot) and the hash still follows
    # every byte of the site.
    files = _site_files(out_dir)
    digest = hashlib.sha256()
    for name in files:
        digest.update(f"{name}\0{sha256_of(out_dir / name)}\n".encode())
    result = Build(out_dir, digest.hexdigest()[:16], files)
    (out_dir / "index.html").write_text(page.replace(BUILD_PLACEHOLDER, result.content_hash))
    worker = (web_dir / "sw.js").read_text()
    worker = worker.replace("{{cache_name}}", result.cache_name)
    # A packed file is kept unpacked, under its own path (see PACKED).
    contents = {name: sha256_of(out_dir / name) for name in files if name not in PACKED.values()}
    worker = worker.replace("{{precache}}", json.dumps(contents, indent=2))
    worker = worker.replace("{{packed}}", json.dumps(PACKED, indent=2))
    (out_dir / "sw.js").write_text(worker)
    return result


# --- serving ----------------------------------------------------------------------


class _QuietServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        """A browser dropping a connection mid-file (navigation, reload) is normal."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


UNCOMPRESSED = (".woff2", ".zip", ".whl", ".png", ".zst")
"""What a static host sends as it is: already compressed."""


class SiteServer:
    """A threaded static server on 127.0.0.1 that maps URL prefixes to folders.

    ``SiteServer({"/kingmakers/": dist})`` serves dist/ under a sub-path as GitHub Pages
    does. Every request path is appended to ``requests`` so tests can tell whether the
    page touched the network at all. With ``gzip``, files that compress are sent
    gzip-encoded to a browser that accepts it, as a static host does (the benchmarks).
    """

    def __init__(self, mounts: dict[str, Path], port: int = 0, gzip: bool = False) -> None:
        self.mounts = dict(sorted(mounts.items(), key=lambda item: -len(item[0])))
        self.requests: list[str] = []
        server = self

        class Handler(http.server.SimpleHTTPRequestHandler):
            extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **SERVED_TYPES}

            def translate_path(self, path: str) -> str:
                clean = path.split("?", 1)[0].split("#", 1)[0]
                for prefix, folder in server.mounts.items():
                    if clean.startswith(prefix):
                        self.directory = str(folder)
                        return super().translate_path("/" + clean[len(prefix) :])
                return str(Path(os.devnull) / "not-mounted")

            def send_head(self):
                server.requests.append(self.path)
                if gzip and "gzip" in self.headers.get("Accept-Encoding", ""):
                    path = Path(self.translate_path(self.path))
                    if path.is_file() and path.suffix not in UNCOMPRESSED:
                        return self.send_gzip(path)
                return super().send_head()

            def send_gzip(self, path: Path):
                body = gzip_module.compress(path.read_bytes(), compresslevel=6, mtime=0)
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(str(path)))
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Last-Modified", self.date_time_string(path.stat().st_mtime))
                self.end_headers()
                return io.BytesIO(body)

            def log_message(self, format, *args):
                pass

        self.httpd = _QuietServer(("127.0.0.1", port), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def url(self, prefix: str = SITE_PATH) -> str:
        return self.origin + prefix

    def __enter__(self) -> SiteServer:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def stop(self) -> None:
        """Stop serving and close the port (a browser then finds no server); once is
        enough, again does nothing."""
        self.httpd.shutdown()
        self.httpd.server_close()


# --- commands ---------------------------------------------------------------------


def command_build(_args) -> int:
    result = build()
    print(f"built {len(result.files)} files into {result.out_dir} (cache {result.cache_name})")
    return 0


def command_serve(args) -> int:
    result = build()
    with SiteServer({SITE_PATH: result.out_dir}, port=args.port) as server:
        print(f"serving {result.out_dir} at {server.url()}  (Ctrl+C stops)", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            server.thread.join()
    return 0


def _missing_modules(names: list[str]) -> list[str]:
    return [name for name in names if importlib.util.find_spec(name) is None]


def ensure_test_tools() -> None:
    """Install what the suite needs and is missing: the browsers (Chromium, WebKitGTK's
    driver and Xvfb), the test extras, npm deps."""
    packages = [name for name, program in TEST_BROWSER_PACKAGES.items() if not program.exists()]
    if packages:
        install = ["apt-get", "install", "-y", "--no-install-recommends", *packages]
        if os.geteuid() != 0:
            raise BuildError(
                f"{', '.join(packages)} missing: run `sudo apt-get update && "
                f"sudo {' '.join(install)}` "
                "(or run this command as root to have them installed)"
            )
        run(["apt-get", "update"])
        run(install, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    if _missing_modules(
        ["pytest", "xdist", "pytest_timeout", "playwright", "selenium", "ruff", "hypothesis"]
    ):
        run([sys.executable, "-m", "pip", "install", "-e", ".[test]"])
    ensure_node_modules()


def command_test(args) -> int:
    ensure_test_tools()
    command_build(args)
    checks = {
        "ruff check .": [sys.executable, "-m", "ruff", "check", "."],
        "ruff format --check .": [sys.executable, "-m", "ruff", "format", "--check", "."],
    }
    pytest = [sys.executable, "-m", "pytest"]
    if args.pytest_args:
        checks["pytest"] = [*pytest, *args.pytest_args]
    else:
        # The whole suite in two parts, each spread over every core: what needs no browser
        # (it is CPU-bound), then the browser tests. A browser test mostly waits for its page:
        # run one at a time they kept about a quarter of two cores busy, and a browser a core
        # took the part from 1,250 s to 750 s on two. Each test file stays on one worker
        # (``--dist loadfile``), in its order: several files share one page among their
        # tests (module-scoped fixtures), each test going on from where the last one left it.
        checks["pytest, no browser"] = [*pytest, "-m", "not browser", "-n", "auto"]
        checks["pytest, browsers"] = [*pytest, "-m", "browser", "-n", "auto", "--dist", "loadfile"]
    failed = []
    for name, command in checks.items():
        print("$", " ".join(command), flush=True)
        if subprocess.run(command, cwd=ROOT).returncode != 0:
            failed.append(name)
    if failed:
        print(f"build.py test: failed: {', '.join(failed)}", file=sys.stderr)
    return 1 if failed else 0


def discover_benchmarks(only: list[str] | None) -> dict[str, object]:
    """Every tests/bench/bench_<name>.py with a ``run()``, keyed by <name>."""
    sys.path[:0] = [str(ROOT), str(PACKAGE_DIR.parent)]
    found = {}
    for path in sorted(BENCH_DIR.glob("bench_*.py")):
        name = path.stem.removeprefix("bench_")
        if only and name not in only:
            continue
        spec = importlib.util.spec_from_file_location(f"kingmakers_bench_{name}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        if callable(getattr(module, "run", None)):
            found[name] = module
    if only and (unknown := set(only) - set(found)):
        raise BuildError(f"no benchmark named {', '.join(sorted(unknown))} in {BENCH_DIR}")
    return found


def format_table(rows: list[dict]) -> str:
    """Rows of dicts as an aligned text table; columns in first-seen order."""
    columns: list[str] = []
    for row in rows:
        columns += [key for key in row if key not in columns]
    cells = [[str(row.get(column, "")) for column in columns] for row in rows]
    widths = [
        max(len(column), *(len(line[i]) for line in cells)) for i, column in enumerate(columns)
    ]
    lines = ["  ".join(column.ljust(width) for column, width in zip(columns, widths, strict=True))]
    lines.append("  ".join("-" * width for width in widths))
    for line in cells:
        lines.append(
            "  ".join(
                cell.rjust(width)
                if cell.replace(".", "", 1).replace("-", "", 1).isdigit()
                else cell.ljust(width)
                for cell, width in zip(line, widths, strict=True)
            )
        )
    return "\n".join(lines)


def command_bench(args) -> int:
    ensure_test_tools()
    command_build(args)
    rows = []
    for name, module in discover_benchmarks(args.only).items():
        print(f"running bench_{name} ...", flush=True)
        rows += [{"suite": name, **row} for row in module.run()]
    print(format_table(rows))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("build", help="write the static site into dist/")
    serve = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    test = commands.add_parser(
        "test", help="install what is missing, build, ruff check and format, pytest"
    )
    test.add_argument("pytest_args", nargs=argparse.REMAINDER, help="passed on to pytest")
    bench = commands.add_parser("bench", help="run tests/bench/bench_*.py and print a table")
    bench.add_argument(
        "--only",
        nargs="+",
        metavar="NAME",
        help="run only these benchmarks (bench_NAME.py), e.g. page engines",
    )
    args, unknown = parser.parse_known_args(argv)
    if args.command == "test":
        args.pytest_args = unknown + args.pytest_args
    elif unknown:
        parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    handler = {
        "build": command_build,
        "serve": command_serve,
        "test": command_test,
        "bench": command_bench,
    }[args.command]
    try:
        return handler(args)
    except (BuildError, subprocess.CalledProcessError) as error:
        print(f"build.py {args.command}: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
