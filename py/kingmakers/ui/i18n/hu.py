"""Hungarian strings (Magyar)."""

STRINGS = {
    "app.title": "Kingmakers",
    "app.tagline": "Négy játék a király megkoronázásáról",
    "home.language": "Nyelv",
    "home.open_game": "{title} megnyitása",
    "game.viva.title": "Viva il Re!",
    "game.elves.title": "A tündék királya",
    "game.fortheking.title": "For the King (and Me)",
    "game.intrighi.title": "Intrighi a corte",
    "placeholder.coming_soon": "Hamarosan",
    "placeholder.body": "Ezzel a játékkal itt még nem lehet játszani.",
    "nav.back": "Vissza",
    "nav.controls": "Menü",
    "loading.title": "A Kingmakers betöltése…",
    "loading.runtime": "A Python futtatókörnyezet betöltése",
    "loading.interpreter": "A Python indítása",
    "loading.packages": "A játékok telepítése",
    "loading.menu": "A menü megrajzolása",
    "loading.failed": "A Kingmakers nem tudott elindulni: {error}",
    "update.available": "Elérhető egy új változat.",
    "update.reload": "Újratöltés",
}
