/** Why one line of a stock document cannot be saved. `line` is 1-based; 0 is the document as a whole. */
export interface LineProblem {
  line: number;
  /** The item of the line, or '' when the problem is not about one item. */
  itemName: string;
  /** A whole sentence to show the user. */
  message: string;
}

/** Every problem as one text (for a save's `result`): 'Line 2: … Line 5: …'; a document-wide problem has no prefix. */
export function problemsText(problems: readonly LineProblem[]): string {
  return problems
    .map((problem) => (problem.line > 0 ? `Line ${problem.line}: ${problem.message}` : problem.message))
    .join(' ');
}
