/** The fields a print reads off a document's header (or off the row itself, where it has no header). */
export interface Counted {
  seq: string;
  printCount: number;
  /** The document's state; one value of it marks a cancelled document. */
  pos: number;
}

/** How a print handler reads a stored document and writes its copy count back. */
export interface Printing<D> {
  state: (document: D) => { seq: string; printCount: number; cancelled: boolean };
  counted: (document: D, printCount: number) => D;
}

/** Documents whose number, copies and state are in their `header`. */
export const headerPrinting = <D extends { header: Counted }>(cancelledPos: number): Printing<D> => ({
  state: ({ header }) => ({ seq: header.seq, printCount: header.printCount, cancelled: header.pos === cancelledPos }),
  counted: (document, printCount) => ({ ...document, header: { ...document.header, printCount } }),
});

/** Documents stored as one row with their number, copies and state. */
export const rowPrinting = <D extends Counted>(cancelledPos: number): Printing<D> => ({
  state: (row) => ({ seq: row.seq, printCount: row.printCount, cancelled: row.pos === cancelledPos }),
  counted: (row, printCount) => ({ ...row, printCount }),
});

/** The file name a print answers: the document's number with every non-word character an underscore. */
export const pdfFileName = (seq: string) => `${seq.replace(/\W/g, '_')}.pdf`;
