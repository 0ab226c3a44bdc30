import type { ReactNode } from 'react';

/**
 * What a screen gives a module's table of documents, whose columns the module declares: the rows, a caption, each
 * row's buttons and, where the list has it, what opening a row does.
 */
export interface DocumentTableProps<Row> {
  rows: readonly Row[];
  caption: string;
  actions: (row: Row) => ReactNode;
  /** Opening a row (↑/↓ and Enter): its form. */
  onOpen?: (row: Row) => void;
}
