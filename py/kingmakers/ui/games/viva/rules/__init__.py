"""The rules texts, one per language (``<language>.md``): a package of their own so that
the page ships them after its menu is up and fetches them at once if they are asked for
sooner (``kingmakers.startup_later``)."""
