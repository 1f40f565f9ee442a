// The site's Python host: a module Web Worker running Pyodide, so the page never freezes
// while Python or the bots think. Everything loads from this site (no CDN, works offline).
import { loadPyodide } from "./pyodide/pyodide.mjs";

const here = (path) => new URL(path, import.meta.url).href;
const params = new URL(self.location.href).searchParams;
const botDelay = Number(params.get("botdelay") ?? 450);

/** Fetches run in parallel with the interpreter's start-up. */
const build = fetch(here("./build.json")).then((r) => r.json());
const wheel = build.then((b) => fetch(here(`./wheels/${b.wheel}`))).then((r) => r.arrayBuffer());
const hostSource = fetch(here("./worker_host.py")).then((r) => r.text());

const booted = (async () => {
  const t0 = performance.now();
  const pyodide = await loadPyodide({ indexURL: here("./pyodide/"), packages: [] });
  pyodide.unpackArchive(await wheel, "wheel");
  const ns = pyodide.globals.get("dict")();
  pyodide.runPython(await hostSource, { globals: ns });
  const host = {
    games: () => JSON.parse(ns.get("games_json")()),
    start: (config) => JSON.parse(ns.get("start")(JSON.stringify(config))),
    handle: (msg) => JSON.parse(ns.get("handle")(JSON.stringify(msg))),
    botPending: () => ns.get("bot_pending")(),
    botStep: () => JSON.parse(ns.get("bot_step")()),
  };
  const boards = new Set((await build).boards);
  const games = Object.fromEntries(Object.entries(host.games()).filter(([id]) => boards.has(id)));
  postMessage({ type: "ready", games, bootMs: performance.now() - t0 });
  return host;
})();

booted.catch((err) => postMessage({ type: "fatal", message: String(err) }));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let generation = 0; // a new game or load stops the bot loop of the previous one

/** Post a host reply: the snapshot, and a file to download if the message asked for one. */
function reply(result) {
  if (result.download) postMessage({ type: "download", ...result.download });
  postMessage({ type: "snapshot", snapshot: result.snapshot });
}

/** Let the bots move one at a time, posting each position, until a human must decide. */
async function runBots(host) {
  const mine = ++generation;
  while (host.botPending()) {
    if (botDelay > 0) await sleep(botDelay);
    if (mine !== generation) return;
    reply(host.botStep());
  }
}

onmessage = async ({ data }) => {
  try {
    const host = await booted;
    if (data.type === "start") {
      generation++;
      reply(host.start(data.config));
    } else if (data.type === "msg") {
      if (["new_game", "load", "undo"].includes(data.msg.type)) generation++;
      reply(host.handle(data.msg));
    } else {
      return;
    }
    runBots(host);
  } catch (err) {
    postMessage({ type: "error", message: String(err && err.message ? err.message : err) });
  }
};
