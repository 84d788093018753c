// Which standard-library files the site ships, for build.py: the modules Pyodide's own
// CPython loads when it boots, unpacks a zip (what the page does at start-up with our
// wheel and the other archives) and reads a package's data files as the app does, plus the closure of the
// modules named in NAMES.json (every module our package and PyScript's import), as
// Pyodide's CPython resolves them.
//
//   node tools/stdlib-needs.mjs NAMES.json OUT.json
//
// NAMES.json is a list of dotted names; a name that is not a module (`from x import y`
// where y is a function) is skipped. OUT.json gets {"files", "frozen", "skipped"}:
// the zip entries (paths inside python_stdlib.zip) of every module loaded from it; not
// those frozen into Pyodide's binary (os, site, importlib's bootstrap...: "frozen", by
// name), which CPython never reads from the zip.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const RECORD = `
import importlib, io, struct, sys, zipfile

# An empty gettext catalogue: magic, revision, no messages, table offsets, no hash table.
EMPTY_MO = struct.pack("<7I", 0x950412DE, 0, 0, 28, 28, 0, 28)

def stdlib_needs(names, stdlib):
    skipped = []
    for name in names:
        try:
            importlib.import_module(name)
        except ImportError:
            skipped.append(name)
    prefix = stdlib + "/"
    files = sorted({
        module.__file__[len(prefix):]
        for module in list(sys.modules.values())
        if (getattr(module, "__file__", None) or "").startswith(prefix)
        and getattr(module.__spec__, "origin", None) != "frozen"
    })
    frozen = sorted(
        name
        for name, module in list(sys.modules.items())
        if getattr(getattr(module, "__spec__", None), "origin", None) == "frozen"
    )
    return {"files": files, "frozen": frozen, "skipped": skipped}

def read_package_data():
    """What the app does with its package's data files (catalogues, rules texts)."""
    import gettext
    from importlib import resources

    folder = resources.files("probe")
    [path.read_text() for path in folder.joinpath("rules").iterdir()]
    gettext.GNUTranslations(io.BytesIO(folder.joinpath("locale", "en.mo").read_bytes()))

def small_zip():
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("probe/__init__.py", "")
        archive.writestr("probe/rules/en.md", "# Rules")
        archive.writestr("probe/locale/en.mo", EMPTY_MO)
    return data.getvalue()
`;

const names = JSON.parse(readFileSync(process.argv[2], "utf8"));
const pyodide = await loadPyodide();
pyodide.runPython(RECORD);
// What the page's start does with archives: unpackArchive (our wheel, the catalogues,
// PyScript's compiled package, the package data; never Pyodide's loadPackage).
const archive = pyodide.globals.get("small_zip")().toJs();
pyodide.unpackArchive(archive, "zip", { extractDir: "/tmp/unpacked" });
// Python told that files arrived (kingmakers.startup.after_restore, the later modules'
// unpacking), which imports importlib.metadata to forget its own caches too.
pyodide.runPython(
  "import importlib, sys; sys.path.insert(0, '/tmp/unpacked'); importlib.invalidate_caches()",
);
pyodide.globals.get("read_package_data")();
const stdlib = pyodide.runPython("next(p for p in __import__('sys').path if p.endswith('.zip'))");
const needs = pyodide.globals.get("stdlib_needs")(pyodide.toPy(names), stdlib).toJs({
  dict_converter: Object.fromEntries,
});
writeFileSync(process.argv[3], JSON.stringify(needs));
