// The static page: a start page, then a board module driven through an anywidget-style
// model whose other end is the Python host in a Web Worker (worker.js, started by boot.js).
import { botDelay, delayOk, onWorkerMessage, rawDelay, worker } from "./boot.js";

const STRINGS = {
  en: {
    title: "Tabletop classics",
    tagline: "Board Game Arena classics with exact rules, played in your browser — offline, no server.",
    game: "Game", players: "Players", opponents: "Seats", vsBots: "You against bots", hotSeat: "Hot-seat (everyone human)",
    custom: "Choose each seat", bot: "Bot", human: "Human", start: "Start", language: "Language",
    options: "Options", provisional: "provisional rule", loading: "Loading Python…", ready: "Python ready",
    back: "Start page", seat: "Seat {n}", noBoard: "There is no board for the game '{g}'.", seed: "Seed (blank: random)", failed: "Could not start Python: {m}",
    "bot:rule": "Rule-based bot", "bot:random": "Random bot", "bot:easy": "Easy bot", "bot:normal": "Normal bot",
    "bot:hard": "Hard bot (thinks about a second)",
    "bot:search": "Search bot",
    stopped: "Python stopped ({m}). Reload the page to go on; a saved game can be loaded again.",
    badGame: "The link asks for the game '{v}', which is not available here; available: {list}.",
    badPlayers: "'players' must be one of {list} for {g}, got '{v}'.",
    badSeed: "'seed' must be a whole number from 0 to 18446744073709551615, got '{v}'.",
    badSeats: "'seats' must list {n} seats separated by commas, each 'human' or one of {list}, got '{v}'.",
    badBot: "'bot' must be one of {list}, got '{v}'.",
    badFlag: "'{p}' must be 1 or 0, got '{v}'.",
    badLang: "'lang' must be one of {list}, got '{v}'.",
    badChoice: "'{p}' must be one of {list}, got '{v}'.",
    badBool: "'{p}' must be true or false, got '{v}'.",
    badInt: "'{p}' must be a whole number from {min} to {max}, got '{v}'.",
    badText: "'{p}' is too long.",
    badParam: "The link has the unknown setting '{p}'; {g} takes: {list}.",
    repeated: "The link gives '{p}' more than once.",
    needsGame: "The link sets '{p}' but names no game (add game=...).",
    clash: "The link gives both '{p}' and '{q}'; use one.",
    noLesson: "{g} has no guided first game yet: play it against the easy bot.",
    badDelay: "'botdelay' must be a whole number of milliseconds from 0 to 10000, got '{v}'.",
    play: "Play", learn: "Learn to play", howToPlay: "How to play", settings: "Settings", close: "Close", gallery: "Games",
    playersOne: "{n} players", playersRange: "{min}–{max} players", settingsTitle: "Game settings",
    classroom: "Classroom: the rules notebooks, ready to run in your browser (JupyterLite, nothing to install)",
    playDefault: "Play {g} against bots with the usual settings", waiting: "Python is loading ({s} s). Your game starts as soon as it is ready.",
  },
  ja: {
    title: "ボードゲーム・クラシックス",
    tagline: "Board Game Arenaの名作を正確なルールでブラウザで。オフライン・サーバー不要。",
    game: "ゲーム", players: "人数", opponents: "席", vsBots: "あなた対ボット", hotSeat: "ホットシート（全員人間）",
    custom: "席ごとに選ぶ", bot: "ボット", human: "人間", start: "開始", language: "言語",
    options: "オプション", provisional: "暫定ルール", loading: "Pythonを読み込み中…", ready: "Python準備完了",
    back: "スタート画面", seat: "席{n}", noBoard: "ゲーム「{g}」のボードはありません。", seed: "シード（空欄：ランダム）", failed: "Pythonを起動できません：{m}",
    "bot:rule": "ルールベースボット", "bot:random": "ランダムボット", "bot:easy": "ボット（やさしい）",
    "bot:normal": "ボット（ふつう）", "bot:hard": "ボット（強い・1秒ほど考える）",
    "bot:search": "探索ボット",
    stopped: "Pythonが停止しました（{m}）。ページを再読み込みしてください。保存したゲームは読み込み直せます。",
    badGame: "リンクのゲーム「{v}」はありません。選べるゲーム：{list}。",
    badPlayers: "{g}の「players」は{list}のいずれかです（指定：「{v}」）。",
    badSeed: "「seed」は0から18446744073709551615までの整数です（指定：「{v}」）。",
    badSeats: "「seats」はカンマ区切りで{n}席、それぞれ「human」か{list}のいずれかです（指定：「{v}」）。",
    badBot: "「bot」は{list}のいずれかです（指定：「{v}」）。",
    badFlag: "「{p}」は1か0です（指定：「{v}」）。",
    badLang: "「lang」は{list}のいずれかです（指定：「{v}」）。",
    badChoice: "「{p}」は{list}のいずれかです（指定：「{v}」）。",
    badBool: "「{p}」はtrueかfalseです（指定：「{v}」）。",
    badInt: "「{p}」は{min}から{max}までの整数です（指定：「{v}」）。",
    badText: "「{p}」が長すぎます。",
    badParam: "リンクに不明な設定「{p}」があります。{g}の設定：{list}。",
    repeated: "リンクに「{p}」が2回以上あります。",
    needsGame: "リンクに「{p}」がありますが、ゲームの指定（game=...）がありません。",
    clash: "リンクに「{p}」と「{q}」の両方があります。どちらか一方にしてください。",
    noLesson: "{g}にはまだ遊びながら学ぶゲームがありません。やさしいボットと遊んでみてください。",
    badDelay: "「botdelay」は0から10000までのミリ秒の整数です（指定：「{v}」）。",
    play: "遊ぶ", learn: "遊びながら学ぶ", howToPlay: "遊び方", settings: "設定", close: "閉じる", gallery: "ゲーム",
    playersOne: "{n}人", playersRange: "{min}〜{max}人", settingsTitle: "ゲームの設定",
    classroom: "クラスルーム：ルールを学ぶノートブックをブラウザでそのまま実行（JupyterLite・インストール不要）",
    playDefault: "{g}を通常の設定でボットと遊ぶ", waiting: "Pythonを読み込み中です（{s}秒）。準備ができしだいゲームが始まります。",
  },
};

const $ = (sel) => document.querySelector(sel);
const LANGS = ["en", "ja"];
const params = new URLSearchParams(location.search);
const linkLang = params.get("lang");
let lang = LANGS.includes(linkLang) ? linkLang : (navigator.language || "en").startsWith("ja") ? "ja" : "en";
const t = (key, vars = {}) => (STRINGS[lang][key] ?? STRINGS.en[key] ?? key).replace(/\{(\w+)\}/g, (_, k) => String(vars[k] ?? ""));
/** A game's name in the page's language, from its own catalogue (games.json, then Python's). */
const title = (game) => games?.[game]?.text?.[lang]?.title ?? games?.[game]?.text?.en?.title ?? game;

let games = null; // the catalogue: from games.json at once (the gallery and settings), then from Python
let ready = false; // Python is up: a start can be sent
let waitingStart = null; // a start asked for while Python loads (a link or a click), sent once it is ready
let boardModel = null;
let boardCleanup = null;
let boardGame = null; // the game whose board module is mounted
let pageTexts = null; // the game's words in the page's language ({ui, help}): the worker sends them when they change
let epoch = 0; // which start the worker's posts belong to: posts of a game the page has left are dropped
let urlSeed = null; // a start from the form writes its settings (and this seed) into the address bar

/** The anywidget model interface a board module expects, backed by the worker. */
function createModel() {
  const state = new Map([["share_base", `${location.origin}${location.pathname}`]]);
  const listeners = new Map();
  const emit = (event, ...args) => (listeners.get(event) || []).slice().forEach((cb) => cb(...args));
  return {
    get: (name) => state.get(name),
    set: (name, value) => { state.set(name, value); emit(`change:${name}`); },
    on: (event, cb) => { listeners.set(event, [...(listeners.get(event) || []), cb]); },
    off: (event, cb) => {
      if (!event) listeners.clear();
      else if (!cb) listeners.delete(event);
      else listeners.set(event, (listeners.get(event) || []).filter((f) => f !== cb));
    },
    save_changes: () => {},
    send: (msg) => worker.postMessage({ type: "msg", msg }),
    // Share's links open on this page's address (rules/share.py puts the game after "#")
    _emit: emit,
  };
}

// ---- checking settings: a deep link or the start form, against Python's catalogue ------------

/** A setting the page refuses; its message is shown on the start page. */
class Refusal extends Error {}
const refuse = (key, vars) => { throw new Refusal(t(key, vars)); };
const quote = (value) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);
const MAX_SEED = 2n ** 64n - 1n;
const LINK_KEYS = ["game", "players", "seed", "seats", "hotseat", "bot", "lang", "botdelay", "learn"];

/** A seed stays decimal text all the way to Python: a JS number loses precision above 2**53. */
function checkSeed(raw) {
  if (!/^\d{1,20}$/.test(raw) || BigInt(raw) > MAX_SEED) refuse("badSeed", { v: quote(raw) });
  return BigInt(raw).toString();
}

/** One option's text (from a link or the form) as the value Python expects. */
function checkOption(o, raw, players) {
  const v = quote(raw);
  if (o.type === "bool") {
    if (raw !== "true" && raw !== "false") refuse("badBool", { p: o.name, v });
    return raw === "true";
  }
  if (o.type === "int") {
    const min = o.minimum ?? 0;
    const max = o.maximum ?? 999999999;
    if (!/^-?\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) refuse("badInt", { p: o.name, min, max, v });
    return Number(raw);
  }
  if (o.choices) {
    // a seat-number choice ("first_player": "3") only exists when that seat does
    const choices = o.choices.filter((c) => !/^\d$/.test(String(c)) || Number(c) < players);
    const hit = choices.find((c) => String(c) === raw);
    if (hit === undefined) refuse("badChoice", { p: o.name, list: choices.join(", "), v });
    return hit;
  }
  if (raw.length > 200) refuse("badText", { p: o.name });
  return raw;
}

const defaultBot = (info) => (info.bots.includes("normal") ? "normal" : info.bots[0]);
/** Every bot name a link may give: the levels and random, and each game's older names (rule, search). */
const knownBots = (info) => [...info.bots, ...(info.bot_aliases || [])];

/** Settings from a deep link such as /?game=kami&players=2&mode=lord&lang=ja; null if it names no game. */
function configFromUrl() {
  const seen = new Set();
  for (const key of params.keys()) {
    if (seen.has(key)) refuse("repeated", { p: quote(key) });
    seen.add(key);
  }
  if (!delayOk) refuse("badDelay", { v: quote(rawDelay) });
  if (linkLang !== null && !LANGS.includes(linkLang)) refuse("badLang", { list: LANGS.join(", "), v: quote(linkLang) });
  const game = params.get("game");
  if (game === null) {
    const stray = [...params.keys()].find((k) => k !== "lang" && k !== "botdelay");
    if (stray !== undefined) refuse("needsGame", { p: quote(stray) });
    return null;
  }
  if (!Object.hasOwn(games, game)) refuse("badGame", { v: quote(game), list: Object.keys(games).join(", ") });
  const info = games[game];
  if (params.has("learn") && params.get("learn") !== "0") { // the game's guided first game: nothing else to set
    if (params.get("learn") !== "1") refuse("badFlag", { p: "learn", v: quote(params.get("learn")) });
    if (!info.lesson) refuse("noLesson", { g: title(game) });
    const stray = [...params.keys()].find((k) => !["game", "learn", "lang", "botdelay"].includes(k));
    if (stray !== undefined) refuse("clash", { p: "learn", q: stray });
    return { game, lesson: true, lang };
  }
  const seatsRaw = params.get("seats");
  const seatList = seatsRaw === null ? null : seatsRaw.split(",");
  let players = info.default_players;
  if (params.has("players")) {
    const raw = params.get("players");
    players = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!info.players.includes(players)) refuse("badPlayers", { list: info.players.join(", "), g: title(game), v: quote(raw) });
  } else if (seatList) {
    players = seatList.length;
  }
  const botNames = knownBots(info).map((b) => `bot:${b}`);
  const hotRaw = params.get("hotseat");
  if (hotRaw !== null && hotRaw !== "1" && hotRaw !== "0") refuse("badFlag", { p: "hotseat", v: quote(hotRaw) });
  const hot = hotRaw === "1";
  if (hot && seatList) refuse("clash", { p: "hotseat", q: "seats" });
  if (hot && params.has("bot")) refuse("clash", { p: "hotseat", q: "bot" });
  if (seatList && params.has("bot")) refuse("clash", { p: "seats", q: "bot" });
  let seats;
  if (seatList) {
    if (!info.players.includes(seatList.length) || seatList.length !== players ||
        !seatList.every((s) => s === "human" || botNames.includes(s))) {
      refuse("badSeats", { n: players, list: botNames.join(", "), v: quote(seatsRaw) });
    }
    seats = seatList;
  } else if (hot) {
    seats = Array(players).fill("human");
  } else {
    const raw = params.get("bot") ?? defaultBot(info);
    const name = raw.startsWith("bot:") ? raw.slice(4) : raw;
    if (!knownBots(info).includes(name)) refuse("badBot", { list: info.bots.join(", "), v: quote(raw) });
    seats = ["human", ...Array(players - 1).fill(`bot:${name}`)];
  }
  const byName = new Map(info.options.map((o) => [o.name, o]));
  const options = {};
  for (const [key, raw] of params) {
    if (LINK_KEYS.includes(key)) continue;
    if (!byName.has(key)) refuse("badParam", { p: quote(key), g: title(game), list: [...LINK_KEYS, ...byName.keys()].join(", ") });
    options[key] = checkOption(byName.get(key), raw, players);
  }
  const config = { game, players, seats, options, lang };
  if (params.has("seed")) config.seed = checkSeed(params.get("seed"));
  return config;
}

/** The address bar follows the game shown, so a reload or a shared link opens the same settings. */
function writeUrl(snap, seed = null) {
  const q = new URLSearchParams({ game: snap.game, players: String(snap.players) });
  const seats = snap.seats.map((s) => (s.kind === "human" ? "human" : `bot:${s.bot}`));
  const info = games[snap.game];
  if (seats.every((s) => s === "human")) q.set("hotseat", "1");
  else if (seats[0] === "human" && seats.slice(1).every((s) => s === seats[1])) {
    if (!info || seats[1] !== `bot:${defaultBot(info)}`) q.set("bot", seats[1].slice(4));
  } else q.set("seats", seats.join(","));
  for (const o of info ? info.options : []) {
    const value = snap.options[o.name];
    if (value !== undefined && value !== o.default) q.set(o.name, String(value));
  }
  if (seed !== null) q.set("seed", seed);
  q.set("lang", snap.lang);
  if (rawDelay !== null) q.set("botdelay", botDelay);
  history.replaceState(null, "", `?${q}`);
}

// ---- the worker's posts ------------------------------------------------------------------

let queue = Promise.resolve(); // posts are handled in order, even while a board module loads
onWorkerMessage(({ data }) => {
  queue = queue.then(() => onWorker(data)).catch((err) => renderStatus(null, { text: String(err) }, true));
});

async function onWorker(data) {
  if (data.type === "ready") {
    games = data.games;
    ready = true;
    document.body.dataset.python = "ready";
    renderStatus("ready");
    renderGallery();
    renderStart();
    startFromLink();
    return;
  }
  if (data.type === "bootfailed") {
    renderStatus("failed", { m: data.message }, true);
    return;
  }
  if (data.epoch !== epoch) return;
  if (data.type === "snapshot") {
    if (data.texts) pageTexts = data.texts; // the game's words come only when they change
    await showSnapshot(data.snapshot, data.cause);
  } else if (data.type === "download" && boardModel) {
    boardModel._emit("msg:custom", { type: "download", filename: data.filename, text: data.text }, []);
  } else if (data.type === "share" && boardModel) {
    boardModel._emit("msg:custom", { ...data, type: "share" }, []);
  } else if (data.type === "refused") {
    showStart(data.message); // Python refused the settings
  } else if (data.type === "error") {
    if (data.cause === "start") showStart(data.message);
    else boardNotice(data.message);
  } else if (data.type === "dead") {
    renderStatus("stopped", { m: data.message }, true);
    boardNotice(t("stopped", { m: data.message }));
  }
}

async function showSnapshot(snap, cause) {
  if (snap.lang !== lang) { lang = snap.lang; renderChrome(); }
  if (snap.game !== boardGame) await mountBoard(snap); // a loaded save of another game brings its own board
  else {
    if (boardModel.get("texts") !== pageTexts) boardModel.set("texts", pageTexts); // first: the drawing reads them
    boardModel.set("snapshot", snap);
  }
  // while only bots are to move, the CPU is theirs (and the drawing of their moves)
  const botsToMove = !snap.result && snap.to_act.length > 0 && snap.to_act.every((s) => snap.seats[s]?.kind === "bot");
  if (!botsToMove) keepForOfflineSoon();
  if (cause === "start" && urlSeed !== null) {
    writeUrl(snap, urlSeed || null);
    urlSeed = null;
  } else if ((cause === "new_game" || cause === "load") && !snap.notice) {
    writeUrl(snap);
  } else if (cause === "lang" && new URLSearchParams(location.search).has("game")) {
    const q = new URLSearchParams(location.search);
    q.set("lang", snap.lang);
    history.replaceState(null, "", `?${q}`);
  }
}

/** Each board module, imported once: the one a link names starts loading beside Python's boot. */
const boardModules = new Map();
/** @param {string} game */
function boardModule(game) {
  if (!boardModules.has(game)) {
    const loading = import(`./boards/${encodeURIComponent(game)}.js`);
    loading.catch(() => boardModules.delete(game)); // a failed import is tried again next time
    boardModules.set(game, loading);
  }
  return boardModules.get(game);
}

async function mountBoard(snap) {
  let widget;
  try {
    widget = (await boardModule(snap.game)).default;
  } catch {
    renderStatus("noBoard", { g: snap.game }, true);
    return;
  }
  unmountBoard();
  boardModel = createModel();
  boardModel.set("texts", pageTexts);
  boardModel.set("snapshot", snap);
  boardGame = snap.game;
  const host = $("#board");
  boardCleanup = widget.render({ model: boardModel, el: host }) || null;
  host.querySelector("[tabindex]")?.focus(); // number keys work at once
}

function unmountBoard() {
  if (boardCleanup) boardCleanup();
  boardCleanup = null;
  boardModel = null;
  boardGame = null;
  $("#board").replaceChildren();
}

/** A failure with no snapshot to show it: redraw the last one with the reason (this also clears the busy mark). */
function boardNotice(text) {
  const snap = boardModel && boardModel.get("snapshot");
  if (snap) boardModel.set("snapshot", { ...snap, notice: text });
  else showStart(text);
}

// ---- the page ------------------------------------------------------------------------------

let status = null; // the header's status line, kept so that a change of language says it again in the new one

/** @param {string | null} key  a STRINGS key, or null for vars.text as it is */
function renderStatus(key, vars = {}, isError = false) {
  status = { key, vars, isError };
  const el = $("#status");
  el.textContent = key === null ? vars.text : t(key, vars);
  el.classList.toggle("error", isError);
}

function renderChrome() {
  document.documentElement.lang = lang;
  document.title = t("title");
  $("#title").textContent = t("title");
  $("#tagline").textContent = t("tagline");
  $("#classroom").textContent = t("classroom");
  // the classroom opens on its index in the page's language: where to start, every lesson linked
  $("#classroom").href = `./classroom/notebooks/index.html?path=${lang === "ja" ? "index_ja" : "index"}.ipynb`;
  $("#back").textContent = `← ${t("back")}`;
  if (!ready) renderStatus("loading");
  else if (status) renderStatus(status.key, status.vars, status.isError);
  $("#settings-title").textContent = t("settingsTitle");
  if (!$("#start").hidden) { renderGallery(); renderStart(); }
}

/** The start page, with a refusal (of a link, the form or Python) if there is one. */
function showStart(notice = "") {
  $("#play").hidden = true;
  $("#start").hidden = false;
  const el = $("#start-notice");
  el.textContent = notice;
  el.hidden = !notice;
  renderStart();
  keepForOfflineSoon();
}

function field(labelText, control) {
  const label = document.createElement("label");
  label.className = "field";
  const span = document.createElement("span");
  span.textContent = labelText;
  label.append(span, control);
  return label;
}

function select(name, choices, value) {
  const el = document.createElement("select");
  el.name = name;
  for (const [v, text] of choices) {
    const o = document.createElement("option");
    o.value = String(v);
    o.textContent = text;
    o.selected = String(v) === String(value);
    el.append(o);
  }
  return el;
}

/** The form's values by name; a checkbox gives "true" or "false" (FormData would drop an unchecked one). */
function formState(form) {
  const out = {};
  for (const el of form.elements) {
    if (el.name) out[el.name] = el.type === "checkbox" ? String(el.checked) : el.value;
  }
  return out;
}

// ---- the gallery: every game with its picture, players, length, pitch, how to play, and Play -----------------

const SVG_NS = "http://www.w3.org/2000/svg";
/** An SVG element; `kids` are elements. */
const svg = (tag, attrs = {}, kids = []) => {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  el.append(...kids);
  return el;
};

/** Each game's picture, drawn here (no image files, no copied art), in a 160×100 box. */
const PICTURES = {
  kami: () => [
    svg("rect", { width: 160, height: 100, fill: "#2f4a3a" }),
    ...[[-14, "#f4ead3"], [0, "#f6e7c1"], [14, "#fbf3df"]].map(([angle, fill], i) => svg("g",
      { transform: `rotate(${angle} 80 120)` }, [
        svg("rect", { x: 62, y: 14, width: 36, height: 54, rx: 5, fill, stroke: "#6b4c12", "stroke-width": 2 }),
        svg("circle", { cx: 80, cy: 41, r: 10 + i, fill: "none", stroke: i === 2 ? "#9c3d2e" : "#6b4c12",
          "stroke-width": 3 }),
      ])),
    svg("path", { d: "M72 41h16M80 33v16", stroke: "#9c3d2e", "stroke-width": 3, "stroke-linecap": "round",
      transform: "rotate(14 80 120)" }),
  ],
  nanga_parbat: () => [
    svg("rect", { width: 160, height: 100, fill: "#bcd7ea" }),
    svg("path", { d: "M0 100 62 22l22 26 16-14 60 66z", fill: "#6f7f8c" }),
    svg("path", { d: "M62 22l-12 15 8-2 6 6 6-7 6 5z", fill: "#fff" }),
    svg("path", { d: "M0 100 30 70l20 14 30-20 40 36z", fill: "#4f7f4a" }),
    ...[[40, 80, "#c8453b"], [58, 74, "#3b6fc8"], [92, 70, "#c8453b"]].map(([cx, cy, fill]) =>
      svg("circle", { cx, cy, r: 4, fill, stroke: "#fff", "stroke-width": 1.5 })),
    svg("ellipse", { cx: 116, cy: 84, rx: 9, ry: 5, fill: "#e9d9b5" }),
    svg("circle", { cx: 124, cy: 79, r: 4, fill: "#e9d9b5" }),
  ],
  k2: () => [
    svg("rect", { width: 160, height: 100, fill: "#d9e6f2" }),
    svg("path", { d: "M10 100 80 8l70 92z", fill: "#5d6b7a" }),
    svg("path", { d: "M80 8 64 30l8-3 8 8 7-9 9 4z", fill: "#fff" }),
    svg("path", { d: "M80 8 106 42 96 40 88 48 80 40", fill: "#e8eef4" }),
    svg("path", { d: "M40 84l12-14 12 14z", fill: "#e0a43a", stroke: "#5e3d0b", "stroke-width": 1.5 }),
    ...[[70, 56], [92, 66]].map(([cx, cy], i) => svg("circle", { cx, cy, r: 4.5, fill: i ? "#3f9a4f" : "#c8453b",
      stroke: "#fff", "stroke-width": 1.5 })),
    svg("path", { d: "M118 22a8 8 0 0 1 15-3 7 7 0 0 1 9 8h-26a5 5 0 0 1 2-5z", fill: "#fff" }),
  ],
  arnak: () => [
    svg("rect", { width: 160, height: 100, fill: "#3e86b4" }),
    svg("path", { d: "M8 84c10-30 40-60 76-62s64 26 70 58c-20 12-120 16-146 4z", fill: "#5f8a45" }),
    svg("path", { d: "M60 70h44l-6-10H66zM66 60h32l-5-9H71zM71 51h22l-4-8H75z", fill: "#e6c97a", stroke: "#6b4c12",
      "stroke-width": 1.5 }),
    svg("rect", { x: 78, y: 62, width: 8, height: 8, fill: "#6b4c12" }),
    svg("circle", { cx: 34, cy: 66, r: 6, fill: "#f2c230", stroke: "#8a6510", "stroke-width": 1.5 }),
    svg("circle", { cx: 124, cy: 62, r: 6, fill: "#5aa2d8", stroke: "#1d4d73", "stroke-width": 1.5 }),
  ],
};

function playersText(counts) {
  const min = Math.min(...counts), max = Math.max(...counts);
  return min === max ? t("playersOne", { n: min }) : t("playersRange", { min, max });
}

/** The usual start of a game: the default number of players, you against the default bot. */
function defaultConfig(game) {
  const info = games[game];
  const seats = ["human", ...Array(info.default_players - 1).fill(`bot:${defaultBot(info)}`)];
  return { game, players: info.default_players, seats, options: {}, lang };
}

function renderGallery() {
  const list = $("#gallery");
  if (!games) { list.replaceChildren(); return; }
  list.setAttribute("aria-label", t("gallery"));
  list.replaceChildren(...Object.entries(games).map(([id, info]) => {
    const text = info.text[lang] || info.text.en;
    const card = document.createElement("li");
    card.className = "game-card";
    card.dataset.game = id;
    const pic = svg("svg", { viewBox: "0 0 160 100", class: "game-pic", "aria-hidden": "true" }, PICTURES[id]?.() || []);
    const title = document.createElement("h2");
    title.textContent = text.title;
    const facts = document.createElement("p");
    facts.className = "game-facts";
    facts.textContent = `${playersText(info.players)} · ${text.length}`;
    const pitch = document.createElement("p");
    pitch.className = "game-pitch";
    pitch.textContent = text.pitch;
    const actions = document.createElement("div");
    actions.className = "game-actions";
    const button = (label, cls, data, onClick, aria = null) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = cls;
      b.textContent = label;
      b.dataset[data] = id;
      if (aria) b.setAttribute("aria-label", aria);
      b.addEventListener("click", onClick);
      return b;
    };
    actions.append(
      button(t("play"), "primary", "play", () => openBoard(defaultConfig(id), true), `${t("play")}: ${text.title}`),
      ...(info.lesson ? [button(t("learn"), "secondary", "learn", () => openLesson(id), `${t("learn")}: ${text.title}`)]
        : []),
      button(t("howToPlay"), "secondary", "how", () => showHowTo(id), `${t("howToPlay")}: ${text.title}`),
      button(t("settings"), "link", "settings", () => chooseInForm(id), `${t("settings")}: ${text.title}`),
    );
    card.append(pic, title, facts, pitch, actions);
    return card;
  }));
}

/** A game's guided first game (its address, ?game=…&learn=1, opens it again). */
function openLesson(game) {
  const q = new URLSearchParams({ game, learn: "1", lang });
  if (rawDelay !== null) q.set("botdelay", botDelay);
  history.replaceState(null, "", `?${q}`);
  openBoard({ game, lesson: true, lang }, false);
}

/** How to play, in a dialog: the game's own catalogue's paragraphs, and Play. */
function showHowTo(id) {
  const dialog = $("#how");
  const text = games[id].text[lang] || games[id].text.en;
  const title = document.createElement("h2");
  title.id = "how-title";
  title.textContent = `${t("howToPlay")}: ${text.title}`;
  const steps = document.createElement("ol");
  for (const paragraph of text.how) {
    const li = document.createElement("li");
    li.textContent = paragraph;
    steps.append(li);
  }
  const play = document.createElement("button");
  play.type = "button";
  play.className = "primary";
  play.textContent = t("play");
  play.dataset.play = id;
  play.addEventListener("click", () => { dialog.close(); openBoard(defaultConfig(id), true); });
  const close = document.createElement("button");
  close.type = "button";
  close.className = "secondary";
  close.textContent = t("close");
  close.addEventListener("click", () => dialog.close());
  const actions = document.createElement("div");
  actions.className = "game-actions";
  actions.append(play, close);
  dialog.setAttribute("aria-labelledby", "how-title");
  dialog.replaceChildren(title, steps, actions);
  dialog.showModal();
  play.focus();
}

/** "Settings": the form below, with this game chosen. */
function chooseInForm(id) {
  const select = $("#start-form select[name=game]");
  select.value = id;
  renderStart();
  $("#settings").scrollIntoView({ block: "start", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  $("#start-game").focus({ preventScroll: true });
}

// The start form remembers the settings of the last game started from it (in this browser only). Not the seed (every
// game would be the same deal) nor the language (the page's own choice); junk or storage turned off: nothing kept.
const FORM_KEY = "tabletop.start-form";
const REMEMBERED = (name) => name !== "seed" && name !== "lang";

let formFilled = false;
const DEFAULT_GAME = "kami"; // the smallest game: the form's choice until the player makes one

function rememberedForm() {
  try {
    const saved = JSON.parse(localStorage.getItem(FORM_KEY) || "{}");
    if (!saved || typeof saved !== "object" || Array.isArray(saved)) return {};
    return Object.fromEntries(Object.entries(saved).filter(([k, v]) => REMEMBERED(k) && typeof v === "string" && v.length <= 200));
  } catch {
    return {};
  }
}

function rememberForm(data) {
  try {
    localStorage.setItem(FORM_KEY, JSON.stringify(Object.fromEntries(Object.entries(data).filter(([k]) => REMEMBERED(k)))));
  } catch {
    // storage off (a private window, a full quota): the form starts from the defaults next time
  }
}

/** The start page: game, players, seats, options and language, all from the Python catalogue. */
function renderStart() {
  const form = $("#start-form");
  // until the catalogue is here the form is a placeholder: the remembered settings fill the first real one
  const previous = formFilled ? formState(form) : rememberedForm();
  formFilled = games !== null;
  form.replaceChildren();
  const gameIds = games ? Object.keys(games) : [DEFAULT_GAME];
  const gameId = [previous.game, DEFAULT_GAME].find((g) => gameIds.includes(g)) ?? gameIds[0];
  const info = games ? games[gameId] : { players: [2, 3, 4], default_players: 2, options: [], bots: ["random", "rule"] };
  form.append(field(t("game"), select("game", gameIds.map((g) => [g, title(g)]), gameId)));
  const players = info.players.includes(Number(previous.players)) ? Number(previous.players) : info.default_players;
  form.append(field(t("players"), select("players", info.players.map((n) => [n, String(n)]), players)));
  const seatMode = ["bots", "hotseat", "custom"].includes(previous.seatmode) ? previous.seatmode : "bots";
  form.append(field(t("opponents"), select("seatmode", [["bots", t("vsBots")], ["hotseat", t("hotSeat")], ["custom", t("custom")]], seatMode)));
  const botChoices = info.bots.map((b) => [`bot:${b}`, t(`bot:${b}`)]);
  const seatChoices = [["human", t("human")], ...botChoices];
  // a value the choices do not hold (another game's bot, an old browser's storage) falls back to the default
  const pick = (choices, value, fallback) => (choices.some(([v]) => v === value) ? value : fallback);
  if (seatMode === "bots") {
    form.append(field(t("bot"), select("bot", botChoices, pick(botChoices, previous.bot, `bot:${defaultBot(info)}`))));
  } else if (seatMode === "custom") {
    for (let s = 0; s < players; s++) {
      const fallback = s === 0 ? "human" : `bot:${defaultBot(info)}`;
      form.append(field(t("seat", { n: s + 1 }), select(`seat${s}`, seatChoices, pick(seatChoices, previous[`seat${s}`], fallback))));
    }
  }
  const opts = document.createElement("fieldset");
  const legend = document.createElement("legend");
  legend.textContent = t("options");
  opts.append(legend);
  // the option's label and its choices' words, from the game's own catalogue
  const words = (info.text && (info.text[lang] || info.text.en)?.options) || {};
  for (const o of info.options) {
    if (o.players && !o.players.includes(players)) continue; // e.g. mercenaries only matter with 2 players
    const key = `opt_${o.name}`;
    const value = previous[key] ?? String(o.default);
    let control;
    if (o.type === "bool") {
      control = document.createElement("input");
      Object.assign(control, { type: "checkbox", name: key, value: "true", checked: key in previous ? previous[key] === "true" : o.default });
      control.dataset.bool = "1";
    } else if (o.choices) {
      // a seat-number choice ("first_player": "3") only exists when that seat does
      const choices = o.choices.filter((c) => !/^\d$/.test(c) || Number(c) < players);
      control = select(key, choices.map((c) => [c, words[`${o.name}=${c}`] ?? t(c)]), choices.includes(value) ? value : String(o.default));
    } else if (o.type === "int") {
      control = document.createElement("input");
      Object.assign(control, { type: "number", name: key, value, min: o.minimum ?? "", max: o.maximum ?? "" });
    } else {
      control = document.createElement("input");
      Object.assign(control, { type: "text", name: key, value, maxLength: 200 });
    }
    control.title = o.help;
    const label = field((words[o.name] ?? t(o.name)) + (o.provisional ? ` (${t("provisional")})` : ""), control);
    if (o.type === "bool") label.classList.add("check");
    opts.append(label);
  }
  form.append(opts);
  // text, not type=number: a number input would round a seed above 2**53
  const seed = document.createElement("input");
  Object.assign(seed, { type: "text", inputMode: "numeric", autocomplete: "off", name: "seed", value: previous.seed || "" });
  form.append(field(t("seed"), seed));
  form.append(field(t("language"), select("lang", LANGS.map((code) => [code, code === "ja" ? "日本語" : "English"]), lang)));
  const go = document.createElement("button");
  go.type = "submit";
  go.className = "primary";
  go.id = "start-game";
  go.textContent = t("start");
  form.append(go);
}

function configFromForm() {
  const data = formState($("#start-form"));
  const info = games[data.game];
  const players = Number(data.players);
  let seats;
  if (data.seatmode === "hotseat") seats = Array(players).fill("human");
  else if (data.seatmode === "custom") seats = Array.from({ length: players }, (_, s) => data[`seat${s}`]);
  else seats = ["human", ...Array(players - 1).fill(data.bot)];
  const options = {};
  for (const o of info.options) {
    if (o.players && !o.players.includes(players)) continue;
    options[o.name] = checkOption(o, data[`opt_${o.name}`], players);
  }
  const config = { game: data.game, players, seats, options, lang: data.lang };
  const seed = data.seed.trim();
  if (seed !== "") config.seed = checkSeed(seed);
  return config;
}

/** Hide the start page and ask the worker for a game; its first snapshot mounts the board. */
function openBoard(config, fromForm) {
  lang = config.lang || lang;
  $("#start-notice").hidden = true;
  $("#start-notice").textContent = "";
  $("#start").hidden = true;
  $("#play").hidden = false;
  renderChrome();
  unmountBoard();
  if (!ready) { // the board's place shows at once; the game starts when Python is up
    waitingStart = [config, fromForm];
    showWaiting();
    return;
  }
  epoch += 1;
  urlSeed = fromForm ? (config.seed ?? "") : null;
  worker.postMessage({ type: "start", config, epoch });
}

/** While Python loads after a start was asked for: how long so far, in the board's place. */
function showWaiting() {
  const started = performance.now();
  const board = $("#board");
  const note = document.createElement("div");
  note.className = "waiting";
  note.setAttribute("role", "status");
  const bar = document.createElement("div");
  bar.className = "boot-bar";
  const text = document.createElement("p");
  note.append(bar, text);
  board.replaceChildren(note);
  const tick = () => {
    if (!note.isConnected) return;
    text.textContent = t("waiting", { s: Math.round((performance.now() - started) / 1000) });
    setTimeout(tick, 1000);
  };
  tick();
}

/** A shared game's link (#replay=… or #position=…, made by a board's Share): the part after "#", or null. */
function sharedFragment() {
  const fragment = location.hash.slice(1);
  return /^(replay|position)=/.test(fragment) ? fragment : null;
}

function startFromLink() {
  if (waitingStart) { // asked for while Python loaded
    const [config, fromForm] = waitingStart;
    waitingStart = null;
    openBoard(config, fromForm);
    return;
  }
  const shared = sharedFragment();
  if (shared) { // the game is in the fragment, which never leaves the browser; Python checks it as a save
    openBoard({ shared, lang }, false);
    return;
  }
  let config;
  try {
    config = configFromUrl();
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    showStart(err.message);
    return;
  }
  if (config) openBoard(config, false);
  else showStart();
}

$("#start-form").addEventListener("change", (e) => {
  // only the choices that change which fields show redraw the form (a redraw under a click would swallow it)
  if (e.target.name === "lang") { lang = e.target.value; renderChrome(); }
  else if (["game", "players", "seatmode"].includes(e.target.name)) renderStart();
});
$("#start-form").addEventListener("submit", (e) => {
  e.preventDefault();
  if (!games) return;
  try {
    const config = configFromForm();
    rememberForm(formState(e.target));
    openBoard(config, true);
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    showStart(err.message);
  }
});
$("#back").addEventListener("click", () => {
  const q = new URLSearchParams();
  q.set("lang", lang);
  if (rawDelay !== null) q.set("botdelay", botDelay);
  history.replaceState(null, "", `?${q}`);
  showStart();
});

/**
 * The service worker (sw.js) keeps every file of the site, so that the next visit starts and plays offline. It is
 * registered once Python is up and the first board a player can act on (or the start page, or a game's end) is
 * drawn: its downloads, started any earlier, took the CPU from the first board's drawing and the bots' thinking. body[data-offline] says when it is in charge ("ready") or that this
 * browser cannot keep the site ("unavailable": a file: page, private mode…).
 */
let offlineAsked = false;
function keepForOfflineSoon() {
  if (!ready || offlineAsked) return;
  offlineAsked = true;
  requestAnimationFrame(() => setTimeout(keepForOffline, 0)); // after the frame that paints the board
}

function keepForOffline() {
  if (!("serviceWorker" in navigator)) {
    document.body.dataset.offline = "unavailable";
    return;
  }
  navigator.serviceWorker.register("./sw.js")
    .then(() => navigator.serviceWorker.ready)
    .then(() => { document.body.dataset.offline = "ready"; })
    .catch(() => { document.body.dataset.offline = "unavailable"; });
}

// the catalogue as the site was built, so that the gallery and the settings show before Python is up
fetch(new URL("./games.json", import.meta.url)).then((r) => (r.ok ? r.json() : null)).then((data) => {
  const linked = params.get("game");
  if (data && linked !== null && Object.hasOwn(data, linked)) boardModule(linked).catch(() => {});
  if (games || !data) return;
  games = data;
  if (!$("#start").hidden) { renderGallery(); renderStart(); }
}).catch(() => {});

// a shared link pasted into this tab's address bar opens at once
addEventListener("hashchange", () => { if (ready && sharedFragment()) startFromLink(); });

renderChrome();
renderStart();
if (params.has("game") || sharedFragment()) { // a deep link: the board's place shows while Python loads
  $("#start").hidden = true;
  $("#play").hidden = false;
  showWaiting();
}
