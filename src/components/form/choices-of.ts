/** A master's rows (a code and a name each) as a select's options: the name shown, the code kept. */
export const choicesOf = (rows: ReadonlyArray<{ code: string; name: string }>) =>
  rows.map((row) => ({ value: row.code, label: row.name }));
