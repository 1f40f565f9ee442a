// The site's Python host: a module Web Worker running Pyodide, so the page never freezes
// while Python or the bots think. Everything loads from this site (no CDN, works offline).
import { loadPyodide } from "./pyodide/pyodide.mjs";

const here = (path) => new URL(path, import.meta.url).href;
const params = new URL(self.location.href).searchParams;
const botDelay = Number(params.get("botdelay") ?? 450); // checked by the page

/** Fetches run in parallel with the interpreter's start-up. */
const build = fetch(here("./build.json")).then((r) => r.json());
const wheel = build.then((b) => fetch(here(`./wheels/${b.wheel}`))).then((r) => r.arrayBuffer());
const hostSource = fetch(here("./worker_host.py")).then((r) => r.text());
// the catalogue as the build wrote it (the start page's own copy): asking Python for it would import every game
// at boot, when the first board needs only its own
const catalogue = fetch(here("./games.json")).then((r) => r.json());
// Python as the build left it once the rules' core was imported (build.py's pyodide_snapshot): restoring it skips
// the interpreter's start-up and the imports, most of a cold start. Gzipped (a host that sends it with
// Content-Encoding: gzip has the browser unpack it already)
const snapshot = build.then((b) => fetch(here(`./${b.snapshot}`))).then(async (r) => {
  if (!r.ok) throw new Error(`the snapshot could not be downloaded (${r.status})`);
  const bytes = new Uint8Array(await r.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")))
    .arrayBuffer());
});
// a download that fails before the boot awaits it is reported once, by the boot (not also as an unhandled rejection)
for (const early of [build, wheel, hostSource, catalogue, snapshot]) early.catch(() => {});

/** Pyodide restored from the snapshot, or started afresh where that fails (no DecompressionStream, a bad file). */
async function startPython() {
  const config = { indexURL: here("./pyodide/"), packages: [] };
  try {
    return { pyodide: await loadPyodide({ ...config, _loadSnapshot: await snapshot }), restored: true };
  } catch {
    return { pyodide: await loadPyodide(config), restored: false };
  }
}

// Strings cross into Python as they are: a save's text (a byte-order mark, deep nesting, huge numbers)
// is judged by Python's parse_save exactly as in CPython, never parsed or changed here first.
const booted = (async () => {
  const t0 = performance.now();
  const { pyodide, restored } = await startPython();
  // the rules are imported from their wheel as it came (zipimport; it holds only bytecode): nothing to unpack. A
  // restored Python has it on sys.path already (files are not in the snapshot, only the memory), and draws fresh
  // entropy: the snapshot's is the same for every visitor.
  const rulesZip = `/lib/${(await build).wheel}`;
  pyodide.FS.writeFile(rulesZip, new Uint8Array(await wheel));
  if (restored) pyodide.runPython("import importlib, random\nimportlib.invalidate_caches()\nrandom.seed()");
  else pyodide.pyimport("sys").path.insert(0, rulesZip);
  const ns = pyodide.globals.get("dict")();
  pyodide.runPython(await hostSource, { globals: ns });
  const host = {
    start: (config) => JSON.parse(ns.get("start")(JSON.stringify(config))),
    handle: (msg) => JSON.parse(ns.get("handle")(JSON.stringify(msg))),
    botPending: () => ns.get("bot_pending")(),
    botStep: () => JSON.parse(ns.get("bot_step")()),
  };
  const boards = new Set((await build).boards);
  const games = Object.fromEntries(Object.entries(await catalogue).filter(([id]) => boards.has(id)));
  postMessage({ type: "ready", games, bootMs: performance.now() - t0, restored });
  return host;
})();

booted.catch((err) => postMessage({ type: "bootfailed", message: String(err) }));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let generation = 0; // a new game or load stops the bot loop of the previous one
let epoch = 0; // the page's number for the current game, sent back with every post

/** A failure's reason in one line: a Python traceback's last line ("BadSave: ..."), cut short. */
function reason(err) {
  const lines = String(err && err.message ? err.message : err).trim().split("\n");
  const last = lines[lines.length - 1];
  return last.length > 300 ? `${last.slice(0, 300)}…` : last;
}

/** Post a host reply: the snapshot (with the game's words when they changed), and a file to download if the
 * message asked for one. */
function reply(result, cause) {
  if (result.download) postMessage({ type: "download", epoch, ...result.download });
  if (result.share) postMessage({ type: "share", epoch, ...result.share });
  postMessage({ type: "snapshot", epoch, cause, snapshot: result.snapshot, texts: result.texts });
}

/**
 * Python raised instead of answering: answer with the position as it stands and the reason as its notice, so
 * the board's busy mark clears. If Python cannot even do that (Pyodide died), the page says it stopped.
 */
function recover(host, err, cause) {
  let result;
  try {
    result = host.handle({ type: "refresh" });
  } catch (again) {
    postMessage({ type: "dead", epoch, cause, message: reason(again) });
    return;
  }
  result.snapshot.notice = reason(err);
  reply(result, cause);
}

/** With no delay between bot moves, a position bots move on from is posted only once this long has passed since
 * the last post (a bot thinking long), so the page does not draw positions no one could see. */
const UNSEEN_MS = 100;

/** Let the bots move one at a time, posting each position, until a human must decide. */
async function runBots(host) {
  const mine = ++generation;
  let posted = performance.now(); // the reply to the player's message was just posted
  try {
    while (host.botPending()) {
      if (botDelay > 0) await sleep(botDelay);
      if (mine !== generation) return;
      const result = host.botStep();
      if (botDelay > 0 || !host.botPending() || performance.now() - posted >= UNSEEN_MS) {
        reply(result, "bot");
        posted = performance.now();
      }
    }
  } catch (err) {
    if (mine === generation) recover(host, err, "bot");
  }
}

onmessage = async ({ data }) => {
  let host;
  try {
    host = await booted;
  } catch {
    return; // the page was told (bootfailed)
  }
  if (data.type === "start") {
    epoch = data.epoch;
    generation++;
    let result;
    try {
      result = host.start(data.config);
    } catch (err) {
      postMessage({ type: "error", epoch, cause: "start", message: reason(err) });
      return;
    }
    if (result.refused) {
      postMessage({ type: "refused", epoch, message: result.refused });
      return;
    }
    reply(result, "start");
  } else if (data.type === "msg") {
    const cause = String(data.msg && data.msg.type);
    if (["new_game", "load", "undo"].includes(cause)) generation++;
    let result;
    try {
      result = host.handle(data.msg);
    } catch (err) {
      recover(host, err, cause);
      return;
    }
    reply(result, cause);
  } else {
    return;
  }
  runBots(host);
};
