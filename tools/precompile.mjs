// Compile Python sources to .pyc with Pyodide's own CPython, for build.py.
//
//   node tools/precompile.mjs JOBS.json
//
// JOBS.json is a list of {"input", "output", "prefix", "layout", "checked", "docstrings",
// "lineNumbers"}:
// `input` is a zip of sources, `output` the zip to write (stored; build.py recompresses
// it), `prefix` what each code object's file name starts with (its path in Pyodide),
// `layout` either "sourceless" (foo.py becomes foo.pyc beside the other files, as
// zipimport reads a standard library) or "pycache" (only foo/__pycache__/x.<tag>.pyc),
// `checked` whether Python compares the .pyc with the source's hash before using it, and
// `docstrings` whether docstrings are kept (left out, every `__doc__` is None and a fifth
// of the bytes go; line numbers are unchanged, so tracebacks still name the line), and
// `lineNumbers` whether each code object keeps its line table (left out, a traceback
// names each function's first line instead of the line it was on, and another sixth of
// the bytes go).
// Every .pyc is hash-based, so no timestamp is involved, and hash randomisation is off,
// so the same sources always give the same bytes. Column positions are left out
// (PYTHONNODEBUGRANGES): a third of the size; tracebacks still name file and line.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const COMPILE = `
import ast, importlib.util, marshal, sys, types, zipfile

DEFINITIONS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)

def without_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, DEFINITIONS) and node.body:
            first = node.body[0]
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                # Removed, so that a "from __future__" import stays first; a body of
                # nothing but the docstring keeps a pass.
                node.body[:1] = [] if node.body[1:] else [ast.copy_location(ast.Pass(), first)]
    return tree

# code and the code objects in it with every instruction on the code's first line: each
# line table entry (PEP 626's format: "no column" kind, line delta 0) covers the most
# instructions it can, so the table is a run of two-byte entries that compresses to almost
# nothing. The exception tables, which the interpreter runs by, stay.
def on_first_line(code):
    consts = tuple(
        on_first_line(const) if isinstance(const, types.CodeType) else const
        for const in code.co_consts
    )
    units = len(code.co_code) // 2
    table = bytearray()
    while units:
        length = min(units, 8)
        table += bytes((0x80 | 13 << 3 | length - 1, 0))
        units -= length
    return code.replace(co_linetable=bytes(table), co_consts=consts)

def compile_zip(source_zip, target_zip, prefix, layout, checked, docstrings, line_numbers):
    tag = sys.implementation.cache_tag
    flags = 0b11 if checked else 0b01
    header = importlib.util.MAGIC_NUMBER + flags.to_bytes(4, "little")
    kept = []
    with zipfile.ZipFile(source_zip) as source, zipfile.ZipFile(target_zip, "w") as target:
        for name in sorted(source.namelist()):
            if name.endswith("/"):
                continue
            data = source.read(name)
            if name.endswith(".py"):
                try:
                    tree = compile(data, prefix + name, "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
                    if not docstrings:
                        tree = without_docstrings(tree)
                    code = compile(tree, prefix + name, "exec", dont_inherit=True)
                    if not line_numbers:
                        code = on_first_line(code)
                except SyntaxError:
                    kept.append(name)
                else:
                    pyc = header + importlib.util.source_hash(data) + marshal.dumps(code)
                    if layout == "sourceless":
                        target_name = name + "c"
                    else:
                        folder, _, stem = name.rpartition("/")
                        target_name = f"{folder}/__pycache__/{stem[:-3]}.{tag}.pyc"
                    target.writestr(zipfile.ZipInfo(target_name, (1980, 1, 1, 0, 0, 0)), pyc)
                    continue
            if layout == "sourceless":
                target.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), data)
    return kept
`;

const jobs = JSON.parse(readFileSync(process.argv[2], "utf8"));
const pyodide = await loadPyodide({ env: { PYTHONHASHSEED: "0", PYTHONNODEBUGRANGES: "1" } });
pyodide.runPython(COMPILE);
const compileZip = pyodide.globals.get("compile_zip");
for (const [index, job] of jobs.entries()) {
  const source = `/tmp/source-${index}.zip`;
  const target = `/tmp/target-${index}.zip`;
  pyodide.FS.writeFile(source, readFileSync(job.input));
  const kept = compileZip(
    source,
    target,
    job.prefix,
    job.layout,
    job.checked,
    job.docstrings,
    job.lineNumbers,
  ).toJs();
  writeFileSync(job.output, pyodide.FS.readFile(target));
  if (kept.length) console.log(`${job.input}: kept as source (syntax errors): ${kept.join(", ")}`);
}
