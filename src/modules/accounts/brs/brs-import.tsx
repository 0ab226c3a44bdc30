import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { parseBankStatement, type BankStatementLine } from '../ledger/bank-statement-csv';
import { proposeMatches, type MatchProposal } from '../ledger/reconciliation';
import { bookItem, clearedOf } from './brs-rules';
import { ProposedMatches, UnmatchedLines } from './brs-statement-tables';
import type { BankEntryRow } from './brs-types';

interface Statement {
  lines: BankStatementLine[];
  problems: string[];
  proposals: MatchProposal[];
  /** How many matches were applied; null until then. */
  applied: number | null;
}

interface Props {
  rows: readonly BankEntryRow[];
  dates: ReadonlyMap<string, string>;
  /** Clearing dates by entry key to fill in (not saved until the user saves). */
  onApply: (dates: ReadonlyMap<string, string>) => void;
}

/**
 * The entry's clearing date from its statement line: the line's date, or the entry's own when the bank dated it
 * earlier.
 */
const clearingDate = (line: BankStatementLine, row: BankEntryRow) => (line.date < row.date ? row.date : line.date);

/**
 * Import a bank statement (CSV): its lines are matched to the entries not yet cleared; the user
 * accepts matches (all ticked at first) and applies them, which fills the "Cleared on" dates.
 */
export function BrsImport({ rows, dates, onApply }: Props) {
  const [statement, setStatement] = useState<Statement | null>(null);
  const [rejected, setRejected] = useState<ReadonlySet<string>>(new Set());
  const [readFailure, setReadFailure] = useState<string | null>(null);
  const rowsByKey = useMemo(() => new Map(rows.map((row) => [row.key, row])), [rows]);
  const linesByRow = useMemo(() => new Map((statement?.lines ?? []).map((line) => [line.row, line])), [statement]);

  const read = (file: File) => {
    setReadFailure(null);
    file
      .text()
      .then((csv) => {
        const { lines, problems } = parseBankStatement(csv);
        const open = rows.filter((row) => clearedOf(row, dates) === '').map(bookItem);
        setStatement({ lines, problems, proposals: proposeMatches(open, lines), applied: null });
        setRejected(new Set());
      })
      .catch((failure: unknown) =>
        setReadFailure(failure instanceof Error ? failure.message : 'The file could not be read.'),
      );
  };

  const apply = () => {
    if (!statement) return;
    const accepted = statement.proposals.filter((proposal) => !rejected.has(proposal.key));
    const filled = new Map<string, string>();
    for (const proposal of accepted) {
      const [line, row] = [linesByRow.get(proposal.row), rowsByKey.get(proposal.key)];
      if (line && row) filled.set(row.key, clearingDate(line, row));
    }
    onApply(filled);
    setStatement({ ...statement, applied: filled.size });
  };

  const toggle = (key: string) =>
    setRejected((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const matchedRows = new Set(
    (statement?.proposals ?? [])
      .filter((proposal) => statement?.applied === null || !rejected.has(proposal.key))
      .map((proposal) => proposal.row),
  );
  const unmatched = (statement?.lines ?? []).filter((line) => !matchedRows.has(line.row));

  return (
    <section aria-labelledby="brs-import-title" className="mb-4 d-print-none">
      <h2 id="brs-import-title" className="h5">
        Bank statement
      </h2>
      <Form.Group controlId="brs-statement-file" className="mb-3" style={{ maxWidth: '32rem' }}>
        <Form.Label>Import bank statement</Form.Label>
        <Form.Control
          type="file"
          accept=".csv,text/csv"
          aria-describedby="brs-statement-help"
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0];
            if (file) read(file);
          }}
        />
        <Form.Text id="brs-statement-help">
          The bank's CSV export: a date column, and withdrawal and deposit (or amount) columns.
        </Form.Text>
      </Form.Group>
      {readFailure && <Alert variant="danger">{readFailure}</Alert>}
      {statement && statement.problems.length > 0 && (
        <Alert variant="warning">
          <p className="mb-1">These rows of the file could not be read:</p>
          <ul className="mb-0">
            {statement.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      {statement && statement.applied === null && (
        <>
          <p role="status">
            {statement.lines.length} statement {statement.lines.length === 1 ? 'line' : 'lines'} read;{' '}
            {statement.proposals.length} proposed {statement.proposals.length === 1 ? 'match' : 'matches'}.
          </p>
          {statement.proposals.length > 0 && (
            <>
              <ProposedMatches
                proposals={statement.proposals}
                linesByRow={linesByRow}
                rowsByKey={rowsByKey}
                rejected={rejected}
                onToggle={toggle}
              />
              <Button
                variant="outline-primary"
                className="mb-3"
                onClick={apply}
                disabled={rejected.size === statement.proposals.length}
              >
                Apply accepted matches
              </Button>
            </>
          )}
        </>
      )}
      {statement?.applied != null && (
        <Alert variant="success" role="status">
          {statement.applied} {statement.applied === 1 ? 'match' : 'matches'} applied: the clearing dates are filled in.
          Save to keep them.
        </Alert>
      )}
      {unmatched.length > 0 && <UnmatchedLines lines={unmatched} />}
    </section>
  );
}
