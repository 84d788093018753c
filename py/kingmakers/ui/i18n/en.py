"""English strings."""

STRINGS = {
    "app.title": "Kingmakers",
    "app.tagline": "Four games about crowning a king",
    "home.language": "Language",
    "home.open_game": "Open {title}",
    "game.viva.title": "Viva il Re!",
    "game.elves.title": "King of the Elves",
    "game.fortheking.title": "For the King (and Me)",
    "game.intrighi.title": "Intrighi a corte",
    "placeholder.coming_soon": "Coming soon",
    "placeholder.body": "This game cannot be played here yet.",
    "nav.back": "Back",
    "nav.controls": "Menu",
    "loading.title": "Loading Kingmakers…",
    "loading.runtime": "Loading the Python runtime",
    "loading.interpreter": "Starting Python",
    "loading.packages": "Installing the games",
    "loading.menu": "Drawing the menu",
    "loading.failed": "Kingmakers could not start: {error}",
    "update.available": "A new version is ready.",
    "update.reload": "Reload",
}
