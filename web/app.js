// Page glue that must work before Python is up: the loading screen's progress and
// errors, and, once PyScript is done, the service worker with its "new version" banner.
// The bar moves by the bytes of the start-up files as they arrive (their whole is known
// at build time) and then by step; the line under it says how much has arrived.

import { startFiles, startLanguage } from "./language.js";

const STRINGS = JSON.parse(document.getElementById("strings").textContent);
const START_BYTES = startFiles().startBytes;
const STEPS = ["runtime", "interpreter", "packages", "menu"];
// The bar's share of the downloads; the steps after them share the rest.
const BYTES_SHARE = 85;
let received = 0;
let reachedStep = 0;
let connectionDropped = false;
// PyScript's py:progress messages that start each step after the first.
const STEP_STARTED_BY = {
  "Loading interpreter": "interpreter",
  "Loaded interpreter": "packages",
  "Loaded Pyodide": "menu",
};

function text(key, fields = {}) {
  const catalogue = STRINGS[document.documentElement.lang] || STRINGS.en;
  return catalogue[key].replace(/\{(\w+)\}/g, (_, name) => fields[name]);
}

function showProgress() {
  const bytes = Math.min(1, received / START_BYTES);
  const steps = reachedStep / (STEPS.length - 1);
  document.getElementById("loading-progress").value =
    BYTES_SHARE * bytes + (100 - BYTES_SHARE) * steps;
}

function showStep(step) {
  reachedStep = Math.max(reachedStep, STEPS.indexOf(step));
  showProgress();
  for (const item of document.querySelectorAll("#loading-steps li")) {
    const index = STEPS.indexOf(item.dataset.step);
    item.classList.toggle("done", index < reachedStep);
    item.classList.toggle("active", index === reachedStep);
  }
}

function showReceived(count) {
  received += count;
  showProgress();
  const megabytes = new Intl.NumberFormat(document.documentElement.lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const detail = document.getElementById("loading-detail");
  detail.textContent = text("loading.bytes", {
    received: megabytes.format(Math.min(received, START_BYTES) / 1e6),
    total: megabytes.format(START_BYTES / 1e6),
  });
  detail.hidden = false;
}

// Every retry of a start-up file failed (kingmakers-network.mjs): say so plainly, and
// offer Retry, a reload, which finds in the HTTP cache whatever arrived whole.
function showConnectionDropped() {
  connectionDropped = true;
  const error = document.getElementById("loading-error");
  error.textContent = text("loading.connection");
  error.hidden = false;
  const retry = document.getElementById("loading-retry");
  retry.textContent = text("loading.retry");
  retry.onclick = () => location.reload();
  retry.hidden = false;
}

function showStartupError(message) {
  const loading = document.getElementById("loading");
  if (loading.hidden || connectionDropped) return;
  const error = document.getElementById("loading-error");
  error.textContent = text("loading.failed", { error: message });
  error.hidden = false;
}

function translateLoadingScreen() {
  document.documentElement.lang = startLanguage();
  document.getElementById("loading-title").textContent = text("loading.title");
  for (const item of document.querySelectorAll("#loading-steps li")) {
    item.textContent = text(`loading.${item.dataset.step}`);
  }
  showStep("runtime");
}

// A fatal Pyodide error (its error carries pyodide_fatal_error; every later call into
// Python fails with "already fatally failed") leaves the canvas dead: say so plainly and
// offer a reload. Saves are in localStorage and are not touched.
function isFatal(error, message) {
  return Boolean(error?.pyodide_fatal_error) || /already fatally failed/.test(String(message));
}

function showCrash() {
  const crash = document.getElementById("crash");
  if (!crash.hidden) return;
  document.getElementById("crash-title").textContent = text("crash.title");
  document.getElementById("crash-body").textContent = text("crash.body");
  const button = document.getElementById("crash-reload");
  button.textContent = text("crash.reload");
  button.onclick = () => location.reload();
  crash.hidden = false;
  button.focus();
}

// Python calls this when a move the app was making by itself (a bot's) failed: the table
// would otherwise wait without end for a move that will not come.
window.kingmakersStopped = showCrash;

function onError(error, message) {
  if (isFatal(error, message)) showCrash();
  else showStartupError(message);
}

function offerUpdate(worker) {
  document.getElementById("update-text").textContent = text("update.available");
  const button = document.getElementById("update-reload");
  button.textContent = text("update.reload");
  button.onclick = () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
      once: true,
    });
    worker.postMessage({ type: "activate-update" });
  };
  document.getElementById("update").hidden = false;
}

async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.register("sw.js", { updateViaCache: "none" });
  // A worker waiting while another controls the page is a deploy this page predates.
  if (registration.waiting && navigator.serviceWorker.controller) {
    offerUpdate(registration.waiting);
  }
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) {
        offerUpdate(worker);
      }
    });
  });
}

translateLoadingScreen();
addEventListener("kingmakers:received", (event) => showReceived(event.detail));
addEventListener("kingmakers:connection-dropped", showConnectionDropped, { once: true });
addEventListener("py:progress", (event) => {
  const step = STEP_STARTED_BY[event.detail];
  if (step) showStep(step);
});
addEventListener("error", (event) => onError(event.error, event.message));
// PyScript reports Python's errors as .py-error banners, which the loading screen covers;
// the last line of a traceback names the error.
new MutationObserver((changes) => {
  for (const change of changes) {
    for (const node of change.addedNodes) {
      if (node.classList?.contains("py-error")) {
        showStartupError(node.textContent.trim().split("\n").at(-1));
      }
    }
  }
}).observe(document.body, { childList: true });
addEventListener("unhandledrejection", (event) => onError(event.reason, String(event.reason)));
addEventListener("py:all-done", () => {
  registerServiceWorker().catch((error) => console.error("service worker:", error));
});
