"""What `build.py build` writes: a reproducible wheel with its modules precompiled, a
precompiled standard library, a self-contained page that tells its interpreter module
what to load, and a service worker that precaches all of it."""

from __future__ import annotations

import base64
import gzip
import hashlib
import html
import json
import re
import shutil
import subprocess
import tomllib
import zipfile

import build


def wheel_of(site: build.Build):
    (path,) = site.out_dir.glob("wheels/*/kingmakers-*.whl")
    return path


def page_config(site: build.Build) -> dict:
    page = (site.out_dir / "index.html").read_text()
    return json.loads(
        html.unescape(re.search(r'<script type="py" async config="([^"]+)"', page).group(1))
    )


def python_start(site: build.Build) -> dict:
    page = (site.out_dir / "index.html").read_text()
    found = re.search(r'<script type="application/json" id="python-start">(.*?)</script>', page)
    return json.loads(found.group(1).replace("<\\/", "</"))


def pyc_header_ok(data: bytes, checked: bool) -> bool:
    """A hash-based .pyc for Pyodide's CPython (3.14's magic number), checked or not."""
    magic = int.from_bytes(data[:2], "little")
    flags = int.from_bytes(data[4:8], "little")
    return data[2:4] == b"\r\n" and 3600 <= magic < 3700 and flags == (0b11 if checked else 0b01)


def test_the_wheel_is_byte_for_byte_reproducible(tmp_path):
    first = build.build_wheel(tmp_path / "one")
    second = build.build_wheel(tmp_path / "two")
    assert first.read_bytes() == second.read_bytes()


def test_the_wheel_and_the_later_modules_hold_the_whole_package_with_a_true_record(site):
    """The wheel: what the menu needs; the later zip: every other module, compiled, with
    the data files of its packages (the rules texts, which the menu does not read)."""
    version = tomllib.loads((build.ROOT / "pyproject.toml").read_text())["project"]["version"]
    with zipfile.ZipFile(wheel_of(site)) as wheel:
        names = set(wheel.namelist())
        expected = {build.wheel_entry(path)[0] for path in build.package_files()}
        sources = {n for n in expected if n.endswith(".py")}
        assert not sources & names  # sources come later
        assert "kingmakers/__init__.pyc" in names
        assert not [n for n in names if n.endswith(".mo")]  # each language's in its own zip
        assert not [n for n in names if n.endswith(".po")]  # compiled to .mo
        with zipfile.ZipFile(site.out_dir / python_start(site)["later"]) as later:
            later_names = set(later.namelist())
            later_compiled = {n for n in later_names if n.endswith(".pyc")}
            assert all(pyc_header_ok(later.read(n), checked=False) for n in later_compiled)
        assert "kingmakers/ui/games/viva/rules/hu.md" in later_names - names
        assert {"kingmakers/ui/locale/ru.mo", "kingmakers/ui/locale/en.mo"} <= later_names
        assert expected - sources <= names | later_names and not names & later_names
        compiled = {n for n in names if n.endswith(".pyc")}
        assert compiled | later_compiled == {n + "c" for n in sources}
        assert "kingmakers/ui/app.pyc" in compiled and "kingmakers/startup_later.pyc" in compiled
        assert "kingmakers/games/elves/__init__.pyc" in later_names  # no game is played yet
        assert "kingmakers/engine/game.pyc" in later_names  # nor the game protocol
        assert "kingmakers/ui/screens/table.pyc" in later_names  # nor a table shown
        assert all(pyc_header_ok(wheel.read(n), checked=False) for n in compiled)
        dist_info = f"kingmakers-{version}.dist-info"
        assert f"Version: {version}" in wheel.read(f"{dist_info}/METADATA").decode()
        assert "Tag: py3-none-any" in wheel.read(f"{dist_info}/WHEEL").decode()
        record = wheel.read(f"{dist_info}/RECORD").decode().splitlines()
        recorded = {}
        for line in record:
            name, digest, size = line.rsplit(",", 2)
            recorded[name] = (digest, size)
        assert set(recorded) == names
        for name, (digest, size) in recorded.items():
            if name.endswith("RECORD"):
                assert (digest, size) == ("", "")
                continue
            data = wheel.read(name)
            expected_digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest())
            assert digest == "sha256=" + expected_digest.rstrip(b"=").decode(), name
            assert int(size) == len(data), name


def test_the_sources_beside_the_wheel_are_the_packages_python_files(site):
    """What the page unpacks after start-up, for tracebacks."""
    with zipfile.ZipFile(site.out_dir / python_start(site)["sources"]) as sources:
        assert sorted(sources.namelist()) == sorted(
            build.wheel_entry(path)[0] for path in build.package_files() if path.suffix == ".py"
        )


def test_pyscript_is_configured_with_local_urls_only(site):
    config = page_config(site)
    # Our interpreter module, beside Pyodide's; no packages, or PyScript loads micropip.
    assert config == {"interpreter": "pyodide/kingmakers-start.mjs"}
    assert (site.out_dir / config["interpreter"]).is_file()


def test_the_page_names_what_python_loads_and_locks_no_package(site):
    start = python_start(site)
    assert start["build"] == site.content_hash
    assert start["pyodideBuild"] == build.pyodide_build_id()
    assert start["heapBytes"] == 30 * 1024 * 1024  # Pyodide 314's initial memory
    for key in ("stdlib", "wheel", "packageData", "sources", "pyscriptPyc"):
        assert not re.match(r"^[a-z]+:|^/", start[key]), start[key]
        assert (site.out_dir / start[key]).is_file(), start[key]
    assert start["sitePackages"] == "/lib/python3.14/site-packages/"


def test_the_package_data_beside_the_wheel_is_its_files_that_are_not_python(site):
    """What a start from a snapshot unpacks before Python runs (the app reads these): all
    of them, of which the wheel holds none (the catalogues come in each language's zip,
    the rules texts with the later modules)."""
    start = python_start(site)
    with (
        zipfile.ZipFile(wheel_of(site)) as wheel,
        zipfile.ZipFile(site.out_dir / start["packageData"]) as data,
    ):
        wheel_data = {
            n for n in wheel.namelist() if not n.endswith((".py", ".pyc")) and "dist-info" not in n
        }
        assert not wheel_data
        assert "kingmakers/ui/locale/hu.mo" in data.namelist()
        assert "kingmakers/ui/games/viva/rules/en.md" in data.namelist()  # not in the wheel
        assert set(data.namelist()) == set(build.package_data_files())
    lock = json.loads((build.NODE_MODULES / "pyodide" / "pyodide-lock.json").read_text())
    assert start["lock"] == {"info": lock["info"], "packages": {}}
    shipped = set(site.files)
    assert not {"pyodide/pyodide-lock.json", "pyodide/python_stdlib.zip"} & shipped
    assert not [name for name in shipped if "micropip" in name]


def test_the_standard_library_ships_precompiled_and_sourceless(site):
    with zipfile.ZipFile(build.NODE_MODULES / "pyodide" / "python_stdlib.zip") as original:
        sources = {n for n in original.namelist() if n.endswith(".py")}
    with zipfile.ZipFile(site.out_dir / "pyodide" / build.STDLIB_ZIP) as compiled:
        names = set(compiled.namelist())
        assert names <= {n + "c" for n in sources}  # which ones: test_stdlib_subset.py
        for name in ("json/decoder.pyc", "asyncio/__init__.pyc", "random.pyc"):
            assert pyc_header_ok(compiled.read(name), checked=False), name


def test_pyscript_ships_without_its_terminal_and_editor(site):
    """Nothing shipped imports a file left out at load time (only a dynamic import(),
    which runs when a <py-terminal> or <py-editor> is drawn, may name one)."""
    shipped = {path.name for path in (site.out_dir / "pyscript").iterdir()}
    assert not [name for name in shipped if name.startswith(build.PYSCRIPT_LEFT_OUT)]
    assert "core.js" in shipped
    for name in shipped:
        if name.endswith(".js"):
            script = (site.out_dir / "pyscript" / name).read_text()
            for imported in build.STATIC_IMPORT.findall(script):
                assert imported in shipped, (name, imported)


def test_shipped_code_leaves_docstrings_out(site):
    """Every byte of the standard library and our package is on the start path; nothing
    the page runs reads a docstring."""
    import ast

    module = build.PACKAGE_DIR / "ui" / "app.py"
    docstring = ast.get_docstring(ast.parse(module.read_text()), clean=False)
    with zipfile.ZipFile(wheel_of(site)) as wheel:
        compiled = wheel.read("kingmakers/ui/app.pyc")
    assert docstring.encode()[:40] not in compiled
    assert b"App" in compiled
    with zipfile.ZipFile(site.out_dir / "pyodide" / build.STDLIB_ZIP) as stdlib:
        assert b"Create a new, empty Counter" not in stdlib.read("collections/__init__.pyc")


def test_pyscripts_own_package_ships_compiled_and_checked(site):
    with zipfile.ZipFile(site.out_dir / build.PYSCRIPT_PYC) as compiled:
        names = compiled.namelist()
        assert "pyscript/__pycache__/__init__.cpython-314.pyc" in names
        assert all(pyc_header_ok(compiled.read(n), checked=True) for n in names)


def test_precompiling_gives_the_same_bytes_every_time(tmp_path):
    """Two Node runs from an empty cache compile our package to identical .pyc (hash
    randomisation off, no timestamps), so the site's content hash follows only sources."""
    job = build.package_job()
    first, second = (build.precompile([job], cache=tmp_path / run)[0] for run in ("1", "2"))
    assert first.namelist() == second.namelist()
    assert all(first.read(name) == second.read(name) for name in first.namelist())


def test_every_page_url_is_relative_and_every_file_it_names_exists(site):
    page = (site.out_dir / "index.html").read_text()
    urls = re.findall(r'(?:src|href)="([^"]+)"', page)
    assert len(urls) >= 8
    for url in urls:
        assert not re.match(r"^[a-z]+:|^/", url), url
        assert (site.out_dir / url).is_file(), url
    manifest = json.loads((site.out_dir / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert {"192x192", "512x512"} <= {icon["sizes"] for icon in manifest["icons"]}
    for icon in manifest["icons"]:
        assert (site.out_dir / icon["src"]).is_file()


def test_the_csp_allows_only_the_sites_own_origin(site):
    page = (site.out_dir / "index.html").read_text()
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page).group(1)
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";"))
    assert directives["default-src"] == "'self'"
    assert "'wasm-unsafe-eval'" in directives["script-src"]
    assert directives["object-src"] == "'none'"
    assert not re.search(r"https?:|\*", csp), csp
    assert page.index("Content-Security-Policy") < page.index("<script")


def test_fonts_are_the_three_subsets_in_woff2(site):
    fonts = sorted(p.name for p in (site.out_dir / "fonts").iterdir())
    assert len(fonts) == 1 + len(build.FONTS) * len(build.FONT_WEIGHTS) * 3
    css = (site.out_dir / "fonts" / "fonts.css").read_text()
    for name in fonts:
        if name != "fonts.css":
            assert re.search(r"-(latin|latin-ext|cyrillic)-\d+-normal\.woff2$", name), name
            assert f"url(./{name})" in css
    assert css.count("unicode-range") == len(fonts) - 1


def test_each_language_starts_with_its_own_catalogues_and_menu_fonts(site):
    """The page names, per language, the zip of its catalogues and the faces its menu
    draws in, with their letters (the start loads those: the page preloads no font)."""
    page = (site.out_dir / "index.html").read_text()
    assert 'as="font"' not in page
    languages = python_start(site)["languages"]
    assert set(languages) == {"en", "hu", "it", "ru"}
    for language, files in languages.items():
        with zipfile.ZipFile(site.out_dir / files["catalogues"]) as catalogues:
            names = catalogues.namelist()
        assert f"kingmakers/ui/locale/{language}.mo" in names
        assert all(name.endswith(f"/locale/{language}.mo") for name in names), names
        assert len(names) == 5  # the generic screens' and each game's
        assert files["faces"] and all(letters for _family, _weight, letters in files["faces"])


def test_the_service_worker_precaches_every_other_file_by_its_content(site):
    """Every file but itself, and a packed file's unpacked content only (a page it serves
    asks for that)."""
    worker = (site.out_dir / "sw.js").read_text()
    precache = json.loads(re.search(r"const FILES = (\{.*?\});", worker, re.S).group(1))
    packed = json.loads(re.search(r"const PACKED = (\{.*?\});", worker, re.S).group(1))
    on_disk = {
        p.relative_to(site.out_dir).as_posix() for p in site.out_dir.rglob("*") if p.is_file()
    }
    assert packed == build.PACKED
    assert set(precache) == on_disk - {"sw.js", *packed.values()}
    for name, digest in precache.items():  # the final bytes, index.html's build hash in
        assert digest == hashlib.sha256((site.out_dir / name).read_bytes()).hexdigest(), name
    assert f'const CACHE = "{site.cache_name}";' in worker
    assert "{{" not in worker


def test_a_packed_file_unpacks_to_the_file_with_the_decoder_the_site_ships(site):
    """Pyodide's wasm packed, a fifth smaller than gzip makes it, and unpacked by the
    shipped fzstd (run here in Node) to the very bytes of the wasm."""
    for name, packed_name in build.PACKED.items():
        original = site.out_dir / name
        packed = site.out_dir / packed_name
        assert packed.stat().st_size < 0.85 * len(gzip.compress(original.read_bytes(), 6))
        unpack = (
            "const fs = require('fs');"
            f"const fzstd = require({json.dumps(str(site.out_dir / build.ZSTD_DECODER))});"
            f"const bytes = fzstd.decompress(fs.readFileSync({json.dumps(str(packed))}));"
            "process.stdout.write(require('crypto').createHash('sha256')"
            ".update(bytes).digest('hex'));"
        )
        result = subprocess.run(["node", "-e", unpack], capture_output=True, text=True, check=True)
        assert result.stdout == build.sha256_of(original), name


#: Node runs the page's unpacking on the packed wasm cut into 1 kB chunks (most end
#: mid-block), and prints the sha256 of what a reader of the unpacked response gets. (To
#: Node fzstd.js is CommonJS: it is given the global a browser's import of it sets.)
UNPACK_IN_CHUNKS = """
const { createRequire } = await import("node:module");
globalThis.self = globalThis;
self.fzstd = createRequire(process.argv[3])(process.argv[3]);
const { readFileSync } = await import("node:fs");
const { createHash } = await import("node:crypto");
const { unpackedResponse } = await import(process.argv[1]);
const packed = readFileSync(process.argv[2]);
let at = 0;
const body = new ReadableStream({
  pull(controller) {
    if (at >= packed.length) return controller.close();
    controller.enqueue(packed.subarray(at, (at += 1024)));
  },
});
const response = unpackedResponse(new Response(body), "packed");
const bytes = new Uint8Array(await response.arrayBuffer());
console.log(response.headers.get("Content-Type"), createHash("sha256").update(bytes).digest("hex"));
"""


def test_the_page_unpacks_the_wasm_as_it_arrives_in_small_chunks(site):
    """What kingmakers-wasm.mjs hands WebAssembly is the wasm, however the packed bytes
    are cut (a pull that unpacked nothing from its chunk once stalled the stream)."""
    module = site.out_dir / "pyodide" / "kingmakers-wasm.mjs"
    packed = site.out_dir / build.PACKED[build.WASM]
    decoder = str(site.out_dir / build.ZSTD_DECODER)
    result = subprocess.run(
        ["node", "--input-type=module", "-e", UNPACK_IN_CHUNKS, str(module), str(packed), decoder],
        capture_output=True,
        text=True,
        timeout=120,
    )
    wasm = build.sha256_of(site.out_dir / build.WASM)
    assert result.stdout.split() == ["application/wasm", wasm], result.stderr


def test_the_cache_name_follows_the_content(site, tmp_path):
    same = build.build(tmp_path / "same")
    assert same.cache_name == site.cache_name
    web = shutil.copytree(build.WEB, tmp_path / "web")
    (web / "app.js").write_text((web / "app.js").read_text() + "\n// changed\n")
    changed = build.build(tmp_path / "changed", web_dir=web)
    assert changed.cache_name != site.cache_name


def test_format_table_aligns_columns():
    table = build.format_table(
        [{"benchmark": "a", "value": 12}, {"benchmark": "bb", "value": 3, "unit": "ms"}]
    )
    assert table.splitlines() == [
        "benchmark  value  unit",
        "---------  -----  ----",
        "a             12      ",
        "bb             3  ms  ",
    ]
