"""Kami in marimo: a live board, and cells that re-run after every move on it.

    marimo edit notebooks/kami_marimo.py      # or: marimo run notebooks/kami_marimo.py (an app)
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", css_file="kami_marimo.css")


@app.cell
def _():
    import marimo as mo

    from widgets import KamiBoard

    return KamiBoard, mo


@app.cell
def _(mo):
    mo.md("""
    # Kami in marimo

    You are seat 1, against the normal bot. Click a highlighted card: the cells below the board re-run after each
    move, yours or the bot's.

    In `marimo edit`, nothing runs until you press **Run all** (▶ at the bottom right, or Ctrl/⌘+Shift+R).
    """)
    return


@app.cell
def _(KamiBoard, mo):
    board = KamiBoard(players=2, seed=7, seats=["human", "bot:normal"])
    # a marimo state holding board.position: every cell that calls position() re-runs when the game changes
    position = board.marimo_position()
    mo.ui.anywidget(board)
    return board, position


@app.cell
def _(board, mo, position):
    # what the board shows, in words: reads the position, so it re-runs after every move
    now = position()
    seen = board.game.observation(now["viewer"])
    yours = [move["notation"] for move in now["last"] if move["seat"] == now["viewer"]]
    if now["result"]:
        turn = f"game over: seat {now['result']['ranking'][0] + 1} wins"
    else:
        turn = "your turn" if now["viewer"] in now["to_act"] else "the bot's turn"
    mo.md(
        f"""
        **Moves played: {now["moves"]}** · {turn} · score {seen["scores"][0]} to {seen["scores"][1]}
        (round {seen["round"]})

        Your last moves: {", ".join(f"`{m}`" for m in yours) or "none yet"}
        """
    )
    return


@app.cell
def _(board, mo, position):
    # the engine, asked again after every move: which decisions the rules allow you now
    seat = position()["viewer"]
    options = [board.game.notation(action) for action in board.game.legal_actions(seat)]
    mo.md("Your options now: " + (", ".join(f"`{o}`" for o in options) or "none (the game is over)"))
    return


if __name__ == "__main__":
    app.run()
