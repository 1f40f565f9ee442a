// ---------------------------------------------------------------------------------------
// The board's stylesheet: the shared frame (common/board.css) for this board, then the board's own CSS
// (common/styles.js: needs common/board.css and PREFIX).

/**
 * @param {string} css  the board's own rules, which come after (and so may build on) the shared ones
 * @param {number} narrow  the board's width in px below which the phone layout applies
 */
function boardStyles(css, narrow) {
  return COMMON_BOARD_CSS.replaceAll("PFX", PREFIX).replaceAll("NARROW", `${narrow}px`) + css;
}
