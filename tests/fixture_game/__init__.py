"""A tiny game with its own UI folder, to prove that adding a game's UI touches that folder
and one registration line: "High Card" (engine in :mod:`.engine`, UI in :mod:`.ui`)."""
