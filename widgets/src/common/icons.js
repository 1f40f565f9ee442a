// ---------------------------------------------------------------------------------------
// Icons (common/icons.js: needs dom.js, and PREFIX and GAME_ICONS defined by the board).

/** Small stroke icons (24×24 paths): those every board uses, then the board's own GAME_ICONS. */
const ICONS = /** @type {Record<string, string[]>} */ ({
  undo: ["M9 14 4 9l5-5", "M4 9h10.5a5.5 5.5 0 0 1 0 11H11"],
  redo: ["m15 14 5-5-5-5", "M20 9H9.5a5.5 5.5 0 0 0 0 11H13"],
  save: ["M12 3v12", "m7 10 5 5 5-5", "M5 21h14"],
  load: ["M12 21V9", "m7 14 5-5 5 5", "M5 3h14"],
  new: ["M12 5v14", "M5 12h14"],
  human: ["M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"],
  bot: ["M6 9h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z", "M12 5v4",
    "M9.5 14.5h.01", "M14.5 14.5h.01", "M2 14v2", "M22 14v2"],
  info: ["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M12 16v-4", "M12 8h.01"],
  close: ["M6 6l12 12", "M18 6 6 18"],
  replay: ["M3 12a9 9 0 1 0 3-6.7", "M3 4v5h5", "M10 9l5 3-5 3z"],
  first: ["M6 5v14", "M18 6l-8 6 8 6z"],
  prev: ["M15 6l-6 6 6 6"],
  next: ["M9 6l6 6-6 6"],
  last: ["M18 5v14", "M6 6l8 6-8 6z"],
  back: ["M10 6 4 12l6 6", "M4 12h16"],
  share: ["M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z", "M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
    "M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z", "m8.6 13.5 6.8 4", "m15.4 6.5-6.8 4"],
  hint: ["M9 18h6", "M10 22h4", "M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z"],
  ...GAME_ICONS,
});

/** @param {string} name @param {string} [extra] */
function icon(name, extra) {
  return s("svg", { viewBox: "0 0 24 24", class: cls(`${PREFIX}-icon`, extra), "aria-hidden": "true",
    focusable: "false" }, (ICONS[name] || []).map((d) => s("path", { d })));
}
