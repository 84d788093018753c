"""The modules the menu does not need, which the page unpacks once the menu is up
(kingmakers.startup_later): one imported before they arrive is fetched at once."""

from __future__ import annotations

import io
import sys
import zipfile

import pytest

from kingmakers import startup_later

LATER_MODULE = "kingmakers_later_probe"


def later_zip(package: str, value: int) -> bytes:
    """A zip like the later modules': a module of ``package``, beside its other files."""
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as archive:
        archive.writestr(f"{package}/{LATER_MODULE}.py", f"VALUE = {value}\n")
    return data.getvalue()


@pytest.fixture
def site_packages(tmp_path, monkeypatch):
    """A site-packages that already holds the (menu's) package ``kingmakers`` is imported
    from; the later modules are unpacked into it."""
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    startup_later.uninstall()
    sys.modules.pop(f"kingmakers.{LATER_MODULE}", None)


def test_a_later_module_imported_before_it_arrived_is_fetched_at_once(site_packages):
    fetches = []

    def fetch() -> bytes:
        fetches.append(1)
        return later_zip("kingmakers", 7)

    startup_later.install(str(site_packages), fetch)
    import kingmakers

    kingmakers.__path__.append(str(site_packages / "kingmakers"))
    try:
        module = __import__(f"kingmakers.{LATER_MODULE}", fromlist=["VALUE"])
        assert module.VALUE == 7 and fetches == [1]
        startup_later.arrived(later_zip("kingmakers", 8))  # the page's own fetch, too late
        unpacked = site_packages / "kingmakers" / f"{LATER_MODULE}.py"
        assert fetches == [1] and unpacked.read_text() == "VALUE = 7\n"
    finally:
        kingmakers.__path__.remove(str(site_packages / "kingmakers"))


def test_modules_that_arrived_are_imported_without_a_fetch(site_packages):
    def fetch() -> bytes:
        raise AssertionError("fetched again")

    startup_later.install(str(site_packages), fetch)
    startup_later.arrived(later_zip("kingmakers", 3))
    import kingmakers

    kingmakers.__path__.append(str(site_packages / "kingmakers"))
    try:
        assert __import__(f"kingmakers.{LATER_MODULE}", fromlist=["VALUE"]).VALUE == 3
    finally:
        kingmakers.__path__.remove(str(site_packages / "kingmakers"))


def test_other_missing_modules_fetch_nothing_and_stay_missing(site_packages):
    def fetch() -> bytes:
        raise AssertionError("fetched for a module that is not ours")

    startup_later.install(str(site_packages), fetch)
    with pytest.raises(ModuleNotFoundError):
        __import__("not_a_module_of_anyone")


def test_a_synchronous_requests_text_turns_back_into_its_bytes():
    every_byte = bytes(range(256))
    as_text = "".join(chr(b) if b < 0x80 else chr(0xF700 + b) for b in every_byte)
    assert as_text.translate(startup_later.USER_DEFINED_BYTES).encode("latin-1") == every_byte


def test_a_catalogue_read_before_the_later_zip_arrived_is_fetched_at_once(site_packages):
    """The page's wheel holds the catalogues of the language it started in only; another
    language's, read before the later zip has come (a quick switch), fetches it."""
    from kingmakers.ui import i18n
    from kingmakers.ui.i18n.catalog import compile_mo, parse_po

    package = "kingmakers_words_probe"
    (site_packages / package / "locale").mkdir(parents=True)
    (site_packages / package / "__init__.py").write_text("")
    po = 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    po += 'msgid "probe.hello"\nmsgstr "Szia"\n'
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as archive:
        archive.writestr(f"{package}/locale/hu.mo", compile_mo(parse_po(po)))
    fetches = []

    def fetch() -> bytes:
        fetches.append(1)
        return data.getvalue()

    startup_later.install(str(site_packages), fetch)
    try:
        assert i18n.translations(package, "hu").gettext("probe.hello") == "Szia"
        assert fetches == [1]
        startup_later.arrive_now()  # arrived: never fetched again
        assert fetches == [1]
    finally:
        sys.modules.pop(package, None)
