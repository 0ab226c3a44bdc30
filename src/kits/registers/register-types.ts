/** What a register needs of each of its documents. */
export interface RegisterDocument {
  recordId: number;
  /** The document's number, as printed. */
  seq: string;
  cancelled: boolean;
  printCount: number;
}

/** One kind of work on a row (print, cancel): the call, and whether one is under way. */
export interface RegisterWork<R, K = string> {
  run: (row: R, key: K) => Promise<unknown>;
  pending: boolean;
}
