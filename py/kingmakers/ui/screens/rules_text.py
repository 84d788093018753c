"""Each game's rules as shown in the app, per language, every ruling included.

A rules text is a list of sections ``(heading, [paragraph, ...])``; a paragraph that
starts with the language's ``RULING_MARKS`` entry is one of our rulings, shown as such.
"""

from __future__ import annotations

from kingmakers.ui.games.viva import rules_text as viva

RULES = {"viva": viva.RULES}
RULING_MARKS = {"en": "Ruling:", "hu": "Döntés:", "it": "Regola della casa:", "ru": "Решение:"}


def rules_for(game_id: str, language: str) -> list[tuple[str, list[str]]]:
    """The rules of ``game_id`` in ``language`` (English when not translated)."""
    texts = RULES[game_id]
    return texts.get(language, texts["en"])
