// The static page: a start page, then a board module driven through an anywidget-style
// model whose other end is the Python host in a Web Worker (worker.js).

const STRINGS = {
  en: {
    title: "Tabletop classics",
    tagline: "Board Game Arena classics with exact rules, played in your browser — offline, no server.",
    game: "Game", players: "Players", opponents: "Seats", vsBots: "You against bots", hotSeat: "Hot-seat (everyone human)",
    custom: "Choose each seat", bot: "Bot", human: "Human", start: "Start", language: "Language",
    options: "Options", provisional: "provisional rule", loading: "Loading Python…", ready: "Python ready",
    back: "Start page", seat: "Seat {n}", noBoard: "There is no board for the game '{g}'.", seed: "Seed (blank: random)", failed: "Could not start Python: {m}",
    "bot:rule": "Rule-based bot", "bot:random": "Random bot",
    kami: "Kami (神)", mode: "Mode", target: "Target", warrior: "Warrior", lord: "Lord", god: "God",
    soldier_redeal: "4 players: soldier redeal", leftover_peek: "3 players: peek at leftovers",
    empress_last_card: "Empress may attack as the last card", mercenaries_per_turn: "Mercenaries per turn (2 players)",
    next_leader: "Next round's leader", winner: "Round winner", clockwise: "Next seat clockwise",
    nanga_parbat: "Nanga Parbat", "bot:search": "Search bot", first_player: "First player", random: "Drawn at random",
    "0": "Seat 1", "1": "Seat 2", same_species_points: "Same-species row points", empty_region: "Guide's region empty",
    any_region: "Trap in any region", next_region: "Trap in the next region", between_region_links: "Links between regions",
    spec: "All dotted links", confirmed_only: "Only the confirmed link", track_length: "Score track length",
    end_rule: "Game end", each: "Each player done", both: "Both players done",
    k2: "K2", "2": "Seat 3", "3": "Seat 4", "4": "Seat 5", board: "Board side", summer: "Summer (easy)",
    winter: "Winter (hard)", weather: "Weather tiles", risk_choice: "Risk token", lowest: "Lowest, automatically",
    choose: "The taker chooses", relaxed_capacity: "5 players: relaxed capacity", rescue: "Rescue (family variant)",
  },
  ja: {
    title: "ボードゲーム・クラシックス",
    tagline: "Board Game Arenaの名作を正確なルールでブラウザで。オフライン・サーバー不要。",
    game: "ゲーム", players: "人数", opponents: "席", vsBots: "あなた対ボット", hotSeat: "ホットシート（全員人間）",
    custom: "席ごとに選ぶ", bot: "ボット", human: "人間", start: "開始", language: "言語",
    options: "オプション", provisional: "暫定ルール", loading: "Pythonを読み込み中…", ready: "Python準備完了",
    back: "スタート画面", seat: "席{n}", noBoard: "ゲーム「{g}」のボードはありません。", seed: "シード（空欄：ランダム）", failed: "Pythonを起動できません：{m}",
    "bot:rule": "ルールベースボット", "bot:random": "ランダムボット",
    kami: "神 (Kami)", mode: "ゲームモード", target: "目標点", warrior: "戦士", lord: "君主", god: "神",
    soldier_redeal: "4人戦：意気消沈（配り直し）", leftover_peek: "3人戦：余りカードを見る",
    empress_last_card: "最後の1枚なら女帝で攻められる", mercenaries_per_turn: "1手番の傭兵の上限（2人戦）",
    next_leader: "次ラウンドの攻め手", winner: "ラウンドの勝者", clockwise: "時計回りで次の席",
    nanga_parbat: "ナンガパルバット", "bot:search": "探索ボット", first_player: "先手番", random: "ランダム",
    "0": "席1", "1": "席2", same_species_points: "同じ種類の列の得点", empty_region: "ガイドの地域に動物がいない場合",
    any_region: "どの地域でも捕獲", next_region: "次の番号の地域で捕獲", between_region_links: "地域間のつながり",
    spec: "すべての点線", confirmed_only: "確認済みのつながりのみ", track_length: "スコアチャートの長さ",
    end_rule: "ゲーム終了", each: "各プレイヤーが終了", both: "両プレイヤーが終了",
    k2: "K2", "2": "席3", "3": "席4", "4": "席5", board: "ボード面", summer: "夏（やさしめ）",
    winter: "冬（過酷）", weather: "天候タイル", risk_choice: "リスクトークン", lowest: "自動で一番低いもの",
    choose: "受け取る人が選ぶ", relaxed_capacity: "5人戦：人数制限緩和", rescue: "レスキュー（家族向けヴァリアント）",
  },
};

const $ = (sel) => document.querySelector(sel);
const params = new URLSearchParams(location.search);
let lang = params.get("lang") === "ja" ? "ja" : (params.get("lang") === "en" ? "en" : (navigator.language || "en").startsWith("ja") ? "ja" : "en");
const t = (key, vars = {}) => (STRINGS[lang][key] ?? STRINGS.en[key] ?? key).replace(/\{(\w+)\}/g, (_, k) => String(vars[k] ?? ""));

const worker = new Worker(new URL(`./worker.js?botdelay=${encodeURIComponent(params.get("botdelay") ?? "450")}`, import.meta.url), { type: "module" });
let games = null;
let boardModel = null;
let boardCleanup = null;

/** The anywidget model interface a board module expects, backed by the worker. */
function createModel() {
  const state = new Map();
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
    _emit: emit,
  };
}

worker.onmessage = ({ data }) => {
  if (data.type === "ready") {
    games = data.games;
    document.body.dataset.python = "ready";
    renderStatus(t("ready"));
    renderStart();
  } else if (data.type === "snapshot" && boardModel) {
    if (data.snapshot.lang !== lang) { lang = data.snapshot.lang; document.documentElement.lang = lang; renderChrome(); }
    boardModel.set("snapshot", data.snapshot);
  } else if (data.type === "download" && boardModel) {
    boardModel._emit("msg:custom", { type: "download", filename: data.filename, text: data.text }, []);
  } else if (data.type === "error" || data.type === "fatal") {
    renderStatus(t("failed", { m: data.message }), true);
  }
};

function renderStatus(text, isError = false) {
  const el = $("#status");
  el.textContent = text;
  el.classList.toggle("error", isError);
}

function renderChrome() {
  document.documentElement.lang = lang;
  document.title = t("title");
  $("#title").textContent = t("title");
  $("#tagline").textContent = t("tagline");
  $("#back").textContent = `← ${t("back")}`;
  if (!games) renderStatus(t("loading"));
  if (!$("#start").hidden) renderStart();
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

/** The start page: game, players, seats, options and language, all from the Python catalogue. */
function renderStart() {
  const form = $("#start-form");
  const previous = formState(form);
  form.replaceChildren();
  const gameIds = games ? Object.keys(games) : ["kami"];
  const gameId = previous.game || gameIds[0];
  const info = games ? games[gameId] : { players: [2, 3, 4], default_players: 2, options: [], bots: ["random", "rule"] };
  form.append(field(t("game"), select("game", gameIds.map((g) => [g, t(g)]), gameId)));
  const players = Number(previous.players || info.default_players);
  form.append(field(t("players"), select("players", info.players.map((n) => [n, String(n)]), players)));
  const seatMode = previous.seatmode || "bots";
  form.append(field(t("opponents"), select("seatmode", [["bots", t("vsBots")], ["hotseat", t("hotSeat")], ["custom", t("custom")]], seatMode)));
  const botChoices = info.bots.map((b) => [`bot:${b}`, t(`bot:${b}`)]);
  if (seatMode === "bots") {
    form.append(field(t("bot"), select("bot", botChoices, previous.bot || "bot:rule")));
  } else if (seatMode === "custom") {
    for (let s = 0; s < players; s++) {
      form.append(field(t("seat", { n: s + 1 }), select(`seat${s}`, [["human", t("human")], ...botChoices], previous[`seat${s}`] || (s === 0 ? "human" : "bot:rule"))));
    }
  }
  const opts = document.createElement("fieldset");
  const legend = document.createElement("legend");
  legend.textContent = t("options");
  opts.append(legend);
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
      control = select(key, choices.map((c) => [c, t(c)]), choices.includes(value) ? value : String(o.default));
    } else {
      control = document.createElement("input");
      Object.assign(control, { type: "number", name: key, value, min: o.minimum ?? "", max: o.maximum ?? "" });
    }
    control.title = o.help;
    const label = field(t(o.name) + (o.provisional ? ` (${t("provisional")})` : ""), control);
    if (o.type === "bool") label.classList.add("check");
    opts.append(label);
  }
  form.append(opts);
  const seed = document.createElement("input");
  Object.assign(seed, { type: "number", name: "seed", min: 0, value: previous.seed || "" });
  form.append(field(t("seed"), seed));
  form.append(field(t("language"), select("lang", [["en", "English"], ["ja", "日本語"]], lang)));
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
    const raw = data[`opt_${o.name}`];
    options[o.name] = o.type === "bool" ? raw === "true" : o.type === "int" ? Number(raw) : raw;
  }
  const config = { game: data.game, players, seats, options, lang: data.lang };
  if (data.seed !== "") config.seed = Number(data.seed);
  return config;
}

/** Settings from a deep link such as /?game=kami&players=2&mode=lord&lang=ja. */
function configFromUrl() {
  const game = params.get("game");
  if (!game) return null;
  const config = { game, lang };
  if (params.has("players")) config.players = Number(params.get("players"));
  if (params.has("seed")) config.seed = Number(params.get("seed"));
  const players = config.players ?? 2;
  if (params.has("seats")) config.seats = params.get("seats").split(",");
  else if (params.get("hotseat") === "1") config.seats = Array(players).fill("human");
  else config.seats = ["human", ...Array(players - 1).fill(`bot:${params.get("bot") || "rule"}`)];
  const options = {};
  for (const [k, v] of params) {
    if (!["game", "players", "seed", "seats", "hotseat", "bot", "lang", "botdelay"].includes(k)) {
      options[k] = v === "true" ? true : v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v;
    }
  }
  config.options = options;
  return config;
}

async function openBoard(config) {
  lang = config.lang || lang;
  $("#start").hidden = true;
  $("#play").hidden = false;
  renderChrome();
  if (boardCleanup) boardCleanup();
  const host = $("#board");
  host.replaceChildren();
  boardModel = createModel();
  let widget;
  try {
    widget = (await import(`./boards/${encodeURIComponent(config.game)}.js`)).default;
  } catch {
    renderStatus(t("noBoard", { g: config.game }), true);
    return;
  }
  boardModel.set("snapshot", null);
  let rendered = false;
  const mount = () => {
    if (rendered || !boardModel.get("snapshot")) return;
    rendered = true;
    boardCleanup = widget.render({ model: boardModel, el: host }) || null;
    host.querySelector(".kami-board, [tabindex]")?.focus(); // number keys work at once
  };
  boardModel.on("change:snapshot", mount);
  worker.postMessage({ type: "start", config });
}

$("#start-form").addEventListener("change", (e) => {
  if (e.target.name === "lang") { lang = e.target.value; renderChrome(); } else renderStart();
});
$("#start-form").addEventListener("submit", (e) => {
  e.preventDefault();
  if (!games) return;
  openBoard(configFromForm());
});
$("#back").addEventListener("click", () => {
  $("#play").hidden = true;
  $("#start").hidden = false;
  renderStart();
});

renderChrome();
renderStart();
const deepLink = configFromUrl();
if (deepLink) openBoard(deepLink);
