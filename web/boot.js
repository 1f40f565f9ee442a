// Starts Python's worker as early as the page can: index.html loads this module `async` before its stylesheet, so
// Pyodide's boot (the longest part of a cold start) does not wait for the page's styles and script.
// botdelay (ms between bot moves; tests use 0) is read before Python is up: app.js refuses a bad value once it is.
const rawDelay = new URLSearchParams(location.search).get("botdelay");
const delayOk = rawDelay === null || (/^\d{1,5}$/.test(rawDelay) && Number(rawDelay) <= 10000);
const botDelay = rawDelay !== null && delayOk ? rawDelay : "450";
const worker = new Worker(new URL(`./worker.js?botdelay=${botDelay}`, import.meta.url), { type: "module" });

// a post that comes before app.js listens (it waits for the stylesheet) is kept for it, not dropped
const early = [];
let listener = null;
worker.onmessage = (event) => (listener ? listener(event) : early.push(event));

/** @param {(event: MessageEvent) => void} fn  hears every post of the worker, the early ones first */
function onWorkerMessage(fn) {
  listener = fn;
  early.splice(0).forEach(fn);
}

export { botDelay, delayOk, onWorkerMessage, rawDelay, worker };
