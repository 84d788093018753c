"""Kingmakers: four tabletop games about crowning a king, played in the browser."""

__version__ = "0.1.0"
