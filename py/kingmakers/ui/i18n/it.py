"""Italian strings (Italiano)."""

STRINGS = {
    "app.title": "Kingmakers",
    "app.tagline": "Quattro giochi per incoronare un re",
    "home.language": "Lingua",
    "home.open_game": "Apri {title}",
    "game.viva.title": "Viva il Re!",
    "game.elves.title": "King of the Elves",
    "game.fortheking.title": "For the King (and Me)",
    "game.intrighi.title": "Intrighi a corte",
    "placeholder.coming_soon": "Prossimamente",
    "placeholder.body": "Questo gioco non si può ancora giocare qui.",
    "nav.back": "Indietro",
    "nav.controls": "Menu",
    "loading.title": "Caricamento di Kingmakers…",
    "loading.runtime": "Caricamento dell'ambiente Python",
    "loading.interpreter": "Avvio di Python",
    "loading.packages": "Installazione dei giochi",
    "loading.menu": "Disegno del menu",
    "loading.failed": "Impossibile avviare Kingmakers: {error}",
    "update.available": "È pronta una nuova versione.",
    "update.reload": "Ricarica",
}
