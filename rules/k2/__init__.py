"""K2: 1 to 5 players lead two climbers each up the world's second-highest mountain, and bring them back alive."""

from .game import K2Game

GAME = K2Game

__all__ = ["GAME", "K2Game"]
