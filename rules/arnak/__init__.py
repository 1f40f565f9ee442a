"""Lost Ruins of Arnak: deck building and worker placement on an uncharted island (2-4 players)."""

from .game import ArnakGame

GAME = ArnakGame
