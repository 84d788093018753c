"""The generic screens: home, new-game setup, saved games, rules, and the table frame."""
