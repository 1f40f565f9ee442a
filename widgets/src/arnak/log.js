// ---------------------------------------------------------------------------------------
// The log (arnak/log.js): the host's lines, newest last, with every resource named in them shown as
// its picture too (the word stays for screen readers and copying). Lines are text from the host:
// they are split on the resource names and put together from text nodes and pictures only.

/** The resource words of a language, longest first, and the picture each one names. @param {string} lang */
function logWords(lang) {
  const names = /** @type {Record<string, Record<string, string>>} */ (ARNAK_NAMES)[lang] || ARNAK_NAMES.en;
  /** @type {Map<string, string>} */
  const kinds = new Map();
  for (const [key, text] of Object.entries(names)) {
    if (!key.startsWith("res.")) continue;
    kinds.set(text, key.slice(4));
    // English counts take the plural: "2 coins", "3 compasses"
    if (lang !== "ja") for (const end of ["s", "es"]) kinds.set(text + end, key.slice(4));
  }
  const escaped = [...kinds.keys()].sort((a, b) => b.length - a.length)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // whole words in English; Japanese has no spaces to bound them
  const bound = lang === "ja" ? "" : "\\b";
  return { kinds, pattern: new RegExp(`${bound}(${escaped.join("|")})${bound}`, "g") };
}

/** @type {Map<string, {kinds: Map<string, string>, pattern: RegExp}>} */
const LOG_WORDS = new Map();

/** One log line as text and pictures. @param {string} lang @param {string} line */
function logLine(lang, line) {
  let words = LOG_WORDS.get(lang);
  if (!words) LOG_WORDS.set(lang, (words = logWords(lang)));
  const parts = line.split(words.pattern);
  return h("li", {}, parts.map((part, i) => {
    const kind = i % 2 === 1 ? words.kinds.get(part) : undefined;
    return kind ? h("span", { class: "arnak-log-res" }, [pic(kind), part]) : part;
  }));
}
