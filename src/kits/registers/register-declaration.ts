import type { ComponentType } from 'react';
import type { DocumentColumn } from '../../components/document-table';
import type { RegisterDocument } from './register-types';

/** A document of a register: numbered, dated, printed, cancelled. */
export type DatedDocument = RegisterDocument & { dat: string };

/** What the printed document is given: the row of the list it was printed from, and the way back. */
export interface RegisterPrintProps<R> {
  row: R;
  onClose: () => void;
}

/** The printed document: from the list's row, or read by its record id when the row is not enough. */
export type RegisterPrinting<R> =
  | {
      /** The printed document (`RegisterVoucher` lays out a voucher's facts). */
      Print: ComponentType<RegisterPrintProps<R>>;
      PrintById?: never;
    }
  | {
      /** A printed document that reads itself (a return's lines are not in the list), whatever the period. */
      PrintById: ComponentType<{ recordId: string; onClose: () => void }>;
      Print?: never;
    };

/** The server's rows as the register's documents, where the server shapes them otherwise (`W` is its row). */
export type RegisterReading<R, W> = [W] extends [R] ? { read?: (row: W) => R } : { read: (row: W) => R };

/** What every register declares, whatever its server's rows and its print. */
export interface RegisterParts<R extends DatedDocument> {
  title: string;
  /** The ids of the period's fields: `<idPrefix>-from`, `<idPrefix>-to`. */
  idPrefix: string;
  /** The document's name, capitalised, and its plural: 'Advance', 'advances'. */
  noun: string;
  plural: string;
  /** The caption's count when shorter than the noun's: ['return', 'returns'] for purchase returns. */
  counted?: readonly [one: string, many: string];
  /** The query key under which every read of these documents lives; a print or a cancel reads them again. */
  key: string;
  /** Other reads that a print or a cancel changes (what an invoice may still adjust, say). */
  alsoRefresh?: readonly string[];
  endpoints: {
    /** `{ frmDate, toDate, ...listBody }` → the period's documents, newest first. */
    list: string;
    /** `{ recordId }` → `{ result }`: the server counts the copies (7 the first time, 8 after). */
    print: string;
    /** `cancelBody(row)` → `{ result }`. */
    cancel: string;
  };
  /** What the list call carries besides the period (the server's `detail`, say). */
  listBody?: Readonly<Record<string, unknown>>;
  /** The body that cancels a document (`{ advance: { recordId }, tracheck: 3 }`, say). */
  cancelBody: (row: R) => Readonly<Record<string, unknown>>;
  /** What cancelling does, shown under "Cancel <noun> <number>?"; of the row when it names what is restored. */
  cancelEffect: string | ((row: R) => string);
  /** The cancel dialog's confirming button when not "Cancel <noun>" ('Cancel note' for a credit note). */
  confirmLabel?: string;
  /** The columns after the number and the date. */
  columns: ReadonlyArray<DocumentColumn<R>>;
  /** A Status column last ("In force", or a red Cancelled) instead of the badge beside the number. */
  statusColumn?: boolean;
  /** The form of a new document: it loads what it needs and calls onDone once saved, or to go back. */
  New: ComponentType<{ onDone: () => void }>;
}

/**
 * A register of documents declared as a master is: the period's list, its columns, the calls that list, print and
 * cancel, the form of a new one and the printed copy. `registerScreen` makes the whole screen of it: the list with
 * New, Print or Reprint and Cancel by the user's rights (`?from`, `?to`), the form (`?record=new`) and the print
 * (`?print=<recordId>`). `W` is the server's row when it is not shaped as the document `R` (then `read` is due).
 */
export type RegisterDeclaration<R extends DatedDocument, W = R> = RegisterParts<R> &
  RegisterReading<R, W> &
  RegisterPrinting<R>;
