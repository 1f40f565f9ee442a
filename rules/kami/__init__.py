"""Kami (神): a Goita-inspired card game for 2-4 players."""

from .game import KamiGame

GAME = KamiGame

__all__ = ["GAME", "KamiGame"]
