"""What every UI test shares: it starts and ends in English."""

import pytest

from kingmakers.ui import i18n


@pytest.fixture(autouse=True)
def english():
    """Each test starts in English and leaves English behind, whatever language it chose."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")
