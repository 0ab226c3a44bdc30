/**
 * The command palette's contract with its sources. A source turns the typed text into entries, best first; the palette
 * shows them under the source's group and opens the one chosen, so a new source never touches the palette's UI.
 */

/**
 * One row of the palette. `to` is the route without the layout prefix and without the `#` (e.g.
 * `/procurement/pur-requests?record=12`); the palette adds the user's layout.
 */
export interface PaletteEntry {
  /** Unique across all sources (prefix it with the source, e.g. `screen:/procurement/grn`). */
  id: string;
  /** The heading the entry is listed under, e.g. "Screens", "Products", "Bills". */
  group: string;
  title: string;
  /** A second, quieter line: module, code, party… */
  detail?: string;
  to: string;
}

/**
 * A place the palette looks in (registered in palette-sources.ts). `search` is called at every change of the text,
 * keystroke by keystroke, and with the empty text when the palette opens (return [] if there is nothing to offer
 * then). Return an array when the answer is at hand, a promise when it is not. The signal aborts when the text changes
 * again or the palette closes: a source that asks the server should first `await typingPause(signal)`
 * (typing-pause.ts) and pass the signal on to its request. The palette shows a group's first entries in the order
 * given, so rank them best first.
 */
export interface PaletteSource {
  group: string;
  search(text: string, signal: AbortSignal): Promise<PaletteEntry[]> | PaletteEntry[];
}
