// Generated from rules/shapes.py by `python3 build.py boards`: do not edit.
/**
 * @typedef {{seat: number, kind: string, bot: string | null, name: string}} SeatView
 * @typedef {{action: Action, notation: string, label: string, target: string}} LegalEntry
 * @typedef {{step: number, total: number, seat: number | string | null, can_see_all: boolean, hidden?: (Record<string, any>)[]}} ReplayView
 * @typedef {{game: string, lang: string, ui: Record<string, string>, help: Record<string, any>}} Texts
 */
/**
 * @template O, H
 * @typedef {{
 *   game: string,
 *   players: number,
 *   viewer: number | null,
 *   lang: string,
 *   version: number,
 *   seats: SeatView[],
 *   to_act: number[],
 *   observation: O,
 *   legal: LegalEntry[],
 *   prompt: string,
 *   log: string[],
 *   log_total: number,
 *   result: Record<string, any> | null,
 *   statistics: (Record<string, any>)[] | null,
 *   sheets: (Record<string, number>)[] | null,
 *   can_undo: boolean,
 *   undo_why: string | null,
 *   can_redo: boolean,
 *   options: Record<string, any>,
 *   replay?: ReplayView,
 *   hint: Record<string, any> | null,
 *   lesson: Record<string, any> | null,
 *   notice: string,
 *   reply: number,
 *   humans: number[],
 *   hot_seat: boolean,
 *   secrets: boolean,
 *   bot_step: Record<string, number> | null,
 *   help: H,
 *   ui: Record<string, string>
 * }} SnapshotOf
 */
