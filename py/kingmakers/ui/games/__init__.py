"""One package per game's UI: its renderer, rules text, strings and tile."""
