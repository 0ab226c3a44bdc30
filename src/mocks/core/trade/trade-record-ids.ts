/** A stored trade document as far as its numbering goes. */
interface NumberedDocument {
  header: { recordId: number };
}

/** The highest record id among a company's documents of one kind, 0 before the first. */
export const highestRecordId = (documents: readonly NumberedDocument[]): number =>
  documents.reduce((highest, document) => Math.max(highest, document.header.recordId), 0);
