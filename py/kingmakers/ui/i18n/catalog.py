"""Gettext catalogues: read and write ``.po`` files, compile them to ``.mo``.

The app's strings are standard gettext catalogues, one ``.po`` file per language and
package (the generic screens in ``ui/locale/``, each game's UI in ``ui/games/<id>/locale/``),
which translators can open in any PO editor. The message id is a stable key
(``"viva.level.3"``); the English text is ``en.po``'s translation, and every other language's
entry carries it as an extracted comment (``#.``) for the translator. A counted message
has a ``msgid_plural`` (the same key) and one ``msgstr[i]`` per plural form of its language,
chosen by the ``Plural-Forms`` rule in the file's header.

``build.py`` compiles each ``.po`` to ``.mo`` for the site (:func:`compile_mo`); the page
reads them with the standard library's :class:`gettext.GNUTranslations`. Run from a source
checkout, where no ``.mo`` exists, the loader compiles the ``.po`` in memory instead.
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field

MO_MAGIC = 0x950412DE


class CatalogError(ValueError):
    """A ``.po`` file that does not parse; the message names the line."""


@dataclass
class Entry:
    """One message: its key, English reference comment, and translation(s).

    ``forms`` holds a single string for a plain message, one string per plural form for a
    counted one (``plural`` True). The header is the entry whose key is ``""``."""

    key: str
    forms: list[str]
    plural: bool = False
    comments: list[str] = field(default_factory=list)
    """Extracted comments (``#.`` lines, without the mark): the English text, for
    translators."""

    @property
    def text(self) -> str:
        return self.forms[0]


@dataclass
class Catalog:
    """A parsed ``.po`` file: its header fields and entries in file order."""

    header: dict[str, str]
    entries: list[Entry]

    def by_key(self) -> dict[str, Entry]:
        return {entry.key: entry for entry in self.entries}

    @property
    def plural_forms(self) -> int:
        """``nplurals`` from the header (1 when the header says nothing)."""
        rule = self.header.get("Plural-Forms", "")
        for part in rule.split(";"):
            name, _, value = part.strip().partition("=")
            if name.strip() == "nplurals":
                return int(value)
        return 1


def _unquote(text: str, line_number: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise CatalogError(f"line {line_number}: expected a quoted string, got {text!r}")
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError) as error:
        raise CatalogError(f"line {line_number}: bad string {text!r}") from error


def parse_po(text: str) -> Catalog:
    """Parse a ``.po`` file; CatalogError (with the line) when it is malformed."""
    entries: list[Entry] = []
    header: dict[str, str] = {}
    fields: dict[str, str] = {}
    comments: list[str] = []
    current: str | None = None

    def finish() -> None:
        nonlocal fields, comments, current
        if not fields:
            return
        if "msgid" not in fields:
            raise CatalogError(f"an entry without msgid before {fields}")
        key = fields["msgid"]
        if key == "":
            for line in fields.get("msgstr", "").splitlines():
                name, _, value = line.partition(":")
                if name:
                    header[name.strip()] = value.strip()
        else:
            plural = "msgid_plural" in fields
            if plural:
                indices = sorted(int(n[7:-1]) for n in fields if n.startswith("msgstr["))
                if indices != list(range(len(indices))) or not indices:
                    raise CatalogError(f"{key}: plural forms must be msgstr[0], msgstr[1], ...")
                forms = [fields[f"msgstr[{i}]"] for i in indices]
            else:
                if "msgstr" not in fields:
                    raise CatalogError(f"{key}: no msgstr")
                forms = [fields["msgstr"]]
            entries.append(Entry(key, forms, plural, comments))
        fields, comments, current = {}, [], None

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            finish()
        elif line.startswith("#."):
            if fields:
                finish()
            comments.append(line[2:].strip())
        elif line.startswith("#"):
            if fields:
                finish()
        elif line.startswith('"'):
            if current is None:
                raise CatalogError(f"line {number}: a string continues nothing")
            fields[current] += _unquote(line, number)
        else:
            name, _, rest = line.partition(" ")
            if name not in ("msgid", "msgid_plural", "msgstr") and not (
                name.startswith("msgstr[") and name.endswith("]")
            ):
                raise CatalogError(f"line {number}: unknown keyword {name!r}")
            if name == "msgid" and fields:
                finish()
            if name in fields:
                raise CatalogError(f"line {number}: {name} given twice")
            fields[name] = _unquote(rest, number)
            current = name
    finish()
    keys = [entry.key for entry in entries]
    if len(set(keys)) != len(keys):
        duplicates = sorted({key for key in keys if keys.count(key) > 1})
        raise CatalogError(f"keys given twice: {', '.join(duplicates)}")
    return Catalog(header, entries)


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def write_po(catalog: Catalog) -> str:
    """A ``.po`` file's text, in the canonical layout :func:`parse_po` reads back."""
    lines = ['msgid ""', 'msgstr ""']
    lines += [_quote(f"{name}: {value}\n") for name, value in catalog.header.items()]
    for entry in catalog.entries:
        lines.append("")
        lines += [f"#. {comment}" for comment in entry.comments]
        lines.append(f"msgid {_quote(entry.key)}")
        if entry.plural:
            lines.append(f"msgid_plural {_quote(entry.key)}")
            lines += [f"msgstr[{i}] {_quote(form)}" for i, form in enumerate(entry.forms)]
        else:
            lines.append(f"msgstr {_quote(entry.text)}")
    return "\n".join(lines) + "\n"


def compile_mo(catalog: Catalog) -> bytes:
    """The ``.mo`` bytes of a catalogue (GNU format, no hash table), keys sorted so the
    same catalogue always gives the same bytes. Text is UTF-8, as the header says."""
    fields = {**catalog.header, "Content-Type": "text/plain; charset=UTF-8"}
    header = "".join(f"{name}: {value}\n" for name, value in fields.items())
    pairs = [("", header)]
    for entry in catalog.entries:
        if entry.plural:
            pairs.append((f"{entry.key}\0{entry.key}", "\0".join(entry.forms)))
        else:
            pairs.append((entry.key, entry.text))
    pairs.sort(key=lambda pair: pair[0].encode())
    ids = [key.encode() for key, _ in pairs]
    strs = [value.encode() for _, value in pairs]
    count = len(pairs)
    start = 7 * 4
    id_table = start
    str_table = id_table + count * 8
    data = str_table + count * 8
    offsets: list[int] = []
    blob = b""
    for item in ids + strs:
        offsets.append(data + len(blob))
        blob += item + b"\0"
    table = b"".join(
        struct.pack("<II", len(item), offset)
        for item, offset in zip(ids + strs, offsets, strict=True)
    )
    return struct.pack("<7I", MO_MAGIC, 0, count, id_table, str_table, 0, 0) + table + blob
