"""Issue 14 item 9: the site ships a subset Japanese font, so kanji render on a machine with no Japanese font.

The cheap tests read the shipped woff2 files with fontTools: every Japanese character the catalogues and the UI use is
in them (a new word without `python3 build.py font` fails, naming the missing characters), nothing else is, and they
stay small. The browser test runs Chromium under a font configuration with no Japanese font at all (what such a
machine is), so the kanji it draws can only come from the site's own font.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from .browser import BOOT_TIMEOUT, CHROMIUM, CHROMIUM_ARGS, ROOT

FONTS = ROOT / "web" / "fonts"
FAMILY = "Tabletop Sans JP"
BUDGET = 450 * 1024
# where the site's text comes from: the rules' catalogues and names, the page, the boards
TEXT_FILES = ("rules/**/*.json", "rules/**/*.py", "web/*.js", "web/*.html", "widgets/src/**/*.js",
              "widgets/src/**/*.css")


def needs_japanese_font(char: str) -> bool:
    """A character a Latin-only system font lacks: wide or half-width East Asian text (kana, kanji, full-width
    punctuation), and the Roman numerals the Japanese names use (レベルⅠ). Wide emoji come from an emoji font."""
    return ((unicodedata.east_asian_width(char) in "WFH" and unicodedata.category(char) != "So")
            or unicodedata.name(char, "").startswith("ROMAN NUMERAL"))


def used_characters() -> dict[str, Path]:
    """Each character that needs a Japanese font, with one file that uses it."""
    found: dict[str, Path] = {}
    for pattern in TEXT_FILES:
        for path in sorted(ROOT.glob(pattern)):
            for char in path.read_text(encoding="utf-8"):
                if needs_japanese_font(char):
                    found.setdefault(char, path.relative_to(ROOT))
    return found


def shipped() -> list[Path]:
    return sorted(FONTS.glob("*.woff2"))


def font_characters(path: Path) -> set[str]:
    return {chr(code) for code in TTFont(path).getBestCmap()}


def test_the_project_uses_japanese_text_at_all() -> None:
    used = used_characters()
    assert {"神", "騎", "「", "、", "ー", "Ⅰ"} <= set(used) and len(used) > 300


def test_the_font_holds_every_japanese_character_the_site_shows_in_each_weight() -> None:
    used = used_characters()
    assert [p.name for p in shipped()] == ["TabletopSansJP-Bold.woff2", "TabletopSansJP-Regular.woff2"]
    for path in shipped():
        missing = sorted(set(used) - font_characters(path))
        where = ", ".join(f"{c} ({used[c]})" for c in missing[:20])
        assert not missing, f"{path.name} lacks {len(missing)} characters: {where}; run `python3 build.py font`"


def test_the_font_holds_only_what_the_site_uses() -> None:
    used = set(used_characters())
    for path in shipped():
        extra = "".join(sorted(font_characters(path) - used))
        assert not extra, f"{path.name} holds characters nothing uses: {extra}; run `python3 build.py font`"


def test_the_fonts_are_small_and_named_for_the_site() -> None:
    assert sum(p.stat().st_size for p in FONTS.iterdir() if p.is_file()) <= BUDGET
    for path in shipped():
        font = TTFont(path)
        assert font.flavor == "woff2"
        assert font["name"].getDebugName(1) == FAMILY  # not the original's name: it is a modified version
        assert "Open Font License" in font["name"].getDebugName(13)
    licence = (FONTS / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Adobe" in licence
    assert "build.py font" in (FONTS / "README.md").read_text(encoding="utf-8")


def unicode_range(css: str, weight: int) -> tuple[str, list[tuple[int, int]]]:
    """The src file and the unicode-range of the stylesheet's @font-face for FAMILY at that weight."""
    for rule in re.findall(r"@font-face\s*{([^}]*)}", css):
        if f'font-family: "{FAMILY}"' in rule and re.search(rf"font-weight:\s*{weight}\b", rule):
            assert "font-display: swap" in rule
            src = re.search(r'url\("\./fonts/([^"]+)"\) format\("woff2"\)', rule).group(1)
            spans = re.search(r"unicode-range:([^;]+);", rule).group(1).replace(" ", "").split(",")
            return src, [(int(a[2:], 16), int(b or a[2:], 16)) for a, _, b in (s.partition("-") for s in spans)]
    raise AssertionError(f"web/style.css declares no {FAMILY} face of weight {weight}")


def test_the_page_declares_both_faces_over_every_character_they_hold() -> None:
    css = (ROOT / "web" / "style.css").read_text(encoding="utf-8")
    for weight, name in ((400, "TabletopSansJP-Regular.woff2"), (700, "TabletopSansJP-Bold.woff2")):
        src, spans = unicode_range(css, weight)
        assert src == name
        outside = [c for c in font_characters(FONTS / name) if not any(a <= ord(c) <= b for a, b in spans)]
        assert not outside, f"the unicode-range of {name} leaves out {''.join(sorted(outside))}"
        assert not any(a <= ord("A") <= b for a, b in spans)  # Latin comes from the system font


def test_every_font_stack_meant_for_japanese_names_the_site_family() -> None:
    """Each stack that lists a system Japanese font (the page's, the boards' shared root, a board's own for its
    kanji) names the family too. Only the page declares the faces: in JupyterLab no font file is served, the family
    is unknown there and the boards' stacks go on to the system's fonts."""
    stacks = []
    for path in [ROOT / "web" / "style.css", *sorted((ROOT / "widgets" / "src").rglob("*.[jc]s*"))]:
        text = path.read_text(encoding="utf-8")
        stacks += [(path.name, m) for m in re.findall(r"font(?:-family)?:[^;}]*(?:CJK|Hiragino|Mincho)[^;}]*", text)]
        assert path.name == "style.css" or "@font-face" not in text, f"{path.name} declares a font face"
    assert {name for name, _ in stacks} >= {"style.css", "board.css", "kami.js"}
    for name, stack in stacks:
        assert f'"{FAMILY}"' in stack, f"{name}: {stack}"


def test_the_built_site_serves_the_fonts(site_dir) -> None:
    import build

    assert build.MIME[".woff2"] == "font/woff2"
    assert sorted(p.name for p in (site_dir / "fonts").iterdir()) == sorted(p.name for p in FONTS.iterdir())
    assert '"fonts/TabletopSansJP-Regular.woff2"' in (site_dir / "sw.js").read_text(encoding="utf-8")


# ---- in Chromium, on a machine with no Japanese font ----------------------------------------------------------
@pytest.fixture(scope="module")
def latin_only_chromium(chromium, tmp_path_factory):
    """Chromium seeing only the DejaVu fonts, as on a machine where no Japanese font was ever installed (a second
    browser of the session's Playwright: a second Playwright in one process is refused)."""
    folder = tmp_path_factory.mktemp("fontconfig")
    config = folder / "fonts.conf"
    config.write_text('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n'
                      f"  <dir>/usr/share/fonts/truetype/dejavu</dir>\n  <cachedir>{folder}/cache</cachedir>\n"
                      "</fontconfig>\n")
    browser = chromium.browser_type.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
                                           env={"FONTCONFIG_FILE": str(config), "HOME": str(folder)})
    yield browser
    browser.close()


def rendering_fonts(page, selector: str) -> list[dict]:
    """The fonts Chromium drew the first element matching `selector` with (DevTools: family, custom, glyphs)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument", {"depth": -1, "pierce": True})["root"]["nodeId"]
    node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    assert node, f"nothing matches {selector}"
    return cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]


def open_japanese_kami(browser, site_url: str, block_fonts: bool):
    context = browser.new_context()
    page = context.new_page()
    page.font_requests = []
    page.on("request", lambda r: r.url.endswith(".woff2") and page.font_requests.append(r.url))
    if block_fonts:
        page.route("**/*.woff2", lambda route: route.abort())
    page.goto(f"{site_url}?game=kami&players=2&seed=3&lang=ja&botdelay=0")
    page.wait_for_selector("[data-version] .kami-kanji", timeout=BOOT_TIMEOUT)
    page.evaluate("document.fonts.ready")
    return page


def test_without_a_japanese_font_the_kami_board_draws_its_kanji_with_the_shipped_font(latin_only_chromium,
                                                                                      site_url) -> None:
    page = open_japanese_kami(latin_only_chromium, site_url, block_fonts=False)
    try:
        faces = page.evaluate("""family => [...document.fonts].filter(f => f.family.replace(/"/g, '') === family)
                                   .map(f => [f.weight, f.status])""", FAMILY)
        assert ["400", "loaded"] in faces and ["700", "loaded"] in faces
        assert page.evaluate("f => document.fonts.check(`16px \"${f}\"`, '神')", FAMILY)
        assert any(url.endswith("/fonts/TabletopSansJP-Regular.woff2") for url in page.font_requests)
        # the tile kanji (serif stack first, no serif Japanese font here), the logo, the Japanese prompt
        for selector in (".kami-kanji", ".kami-logo", "[data-prompt]"):
            fonts = rendering_fonts(page, selector)
            assert any(f["isCustomFont"] and f["familyName"] == FAMILY for f in fonts), (selector, fonts)
    finally:
        page.context.close()


def test_without_the_shipped_font_those_kanji_would_have_no_font(latin_only_chromium, site_url) -> None:
    """The check above is meaningful: with the font files refused, nothing on this machine can draw 神."""
    page = open_japanese_kami(latin_only_chromium, site_url, block_fonts=True)
    try:
        for selector in (".kami-kanji", ".kami-logo"):
            fonts = rendering_fonts(page, selector)
            assert fonts and all(not f["isCustomFont"] and f["familyName"].startswith("DejaVu") for f in fonts), fonts
    finally:
        page.context.close()
