"""Nanga Parbat: a 2-player game of hikers, camps and animal trading on a Himalayan mountain."""

from .game import NangaParbatGame

GAME = NangaParbatGame

__all__ = ["GAME", "NangaParbatGame"]
