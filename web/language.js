// The language the page starts in, chosen before Python runs: the loading screen is in it,
// and the page fetches its catalogues and the font files its menu draws with (build.py's
// "languages" in <script id="python-start">) with the runtime. The same choice Python
// makes in kingmakers.ui.i18n.choose_language: the player's saved choice, else the
// browser's first supported preference ("hu-HU" counts as "hu"), else English.

const LANGUAGE_KEY = "kingmakers:lang";

const START = JSON.parse(document.getElementById("python-start").textContent);

export function startLanguage() {
  let stored = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage refused (private mode): fall through to the browser's preference.
  }
  if (stored in START.languages) return stored;
  for (const tag of navigator.languages || []) {
    const code = tag.split("-")[0].toLowerCase();
    if (code in START.languages) return code;
  }
  return "en";
}

// What the page fetches before its menu in the language it starts in: "catalogues" (a
// zip), "faces" (each font face the menu draws in, with its letters) and "startBytes"
// (the loading bar's whole).
export function startFiles() {
  return START.languages[startLanguage()];
}
