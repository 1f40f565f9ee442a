"""Shared games: a finished game's save packed into a link's fragment (the part after "#", which a browser never
sends to a server), so that a link opens its replay, or the game from one of its positions, on any copy of the site.

A link is `#replay=<code>` or `#position=<code>`; the code is the save's compact JSON, deflated (zlib's raw
format) and written in base64url without padding. A code is checked before any work that could grow with it: at
most MAX_CODE_CHARS characters of the base64url alphabet, and it may unpack to at most MAX_SAVE_BYTES (a deflate
bomb stops there); what it unpacks to is then an ordinary save, with every check of rules.save.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from typing import Any

from .errors import BadSave, clip
from .i18n import CORE, Msg
from .save import MAX_SAVE_BYTES, parse_save

KINDS = ("replay", "position")
# a browser keeps an address of up to 2 MB; a finished game's code is a few kilobytes (an Arnak 4-player game
# about 4 KB), so this only stops what no game of ours produces
MAX_CODE_CHARS = 1_000_000
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")


def _bad(key: str, **params: Any) -> BadSave:
    return BadSave(CORE.render(Msg(key, params), "en"), key, params)


def pack(save: str) -> str:
    """The code of a save (its text, as Table.save or Game.to_json gives it)."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = compressor.compress(save.encode("utf-8")) + compressor.flush()
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def unpack(code: Any) -> str:
    """The save text a code holds; a code that is not one raises BadSave saying what is wrong with it."""
    if not isinstance(code, str) or not code:
        raise _bad("share.empty")
    if len(code) > MAX_CODE_CHARS:
        raise _bad("share.too_long", limit=f"{MAX_CODE_CHARS:,}")
    if not _ALPHABET.fullmatch(code):
        raise _bad("share.not_code")
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raise _bad("share.not_code") from None
    inflater = zlib.decompressobj(-15)
    try:
        text = inflater.decompress(raw, MAX_SAVE_BYTES + 1)
    except zlib.error as exc:
        raise _bad("share.cut", detail=clip(str(exc))) from None
    if len(text) > MAX_SAVE_BYTES or inflater.unconsumed_tail:
        raise _bad("save.too_large", limit=f"{MAX_SAVE_BYTES:,}")
    if not inflater.eof:
        raise _bad("share.cut", detail="the code ends before the game does")
    try:
        return text.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _bad("save.not_utf8", detail=clip(str(exc))) from None


def fragment(kind: str, save: str) -> str:
    """A link's fragment (without the "#") for a save: `replay=<code>` or `position=<code>`."""
    if kind not in KINDS:
        raise ValueError(f"a shared link is one of {', '.join(KINDS)}, not {kind!r}")
    code = pack(save)
    if len(code) > MAX_CODE_CHARS:
        raise _bad("share.too_long", limit=f"{MAX_CODE_CHARS:,}")
    return f"{kind}={code}"


def read_fragment(text: Any) -> tuple[str, dict[str, Any]]:
    """What a link's fragment holds: its kind and the save (parsed and checked as any save is). A leading "#" is
    allowed; anything else raises BadSave naming the problem."""
    if not isinstance(text, str) or not text.removeprefix("#"):
        raise _bad("share.empty")
    kind, sep, code = text.removeprefix("#").partition("=")
    if not sep or kind not in KINDS:
        raise _bad("share.not_link", kinds=" / ".join(f"#{k}=" for k in KINDS))
    return kind, parse_save(unpack(code))
