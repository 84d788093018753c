"""Russian strings (Русский)."""

STRINGS = {
    "app.title": "Kingmakers",
    "app.tagline": "Четыре игры о том, кто станет королём",
    "home.language": "Язык",
    "home.open_game": "Открыть «{title}»",
    "game.viva.title": "Viva il Re!",
    "game.elves.title": "King of the Elves",
    "game.fortheking.title": "For the King (and Me)",
    "game.intrighi.title": "Intrighi a corte",
    "placeholder.coming_soon": "Скоро",
    "placeholder.body": "В эту игру здесь пока нельзя сыграть.",
    "nav.back": "Назад",
    "nav.controls": "Меню",
    "loading.title": "Загрузка Kingmakers…",
    "loading.runtime": "Загрузка среды Python",
    "loading.interpreter": "Запуск Python",
    "loading.packages": "Установка игр",
    "loading.menu": "Отрисовка меню",
    "loading.failed": "Не удалось запустить Kingmakers: {error}",
    "update.available": "Доступна новая версия.",
    "update.reload": "Обновить",
}
