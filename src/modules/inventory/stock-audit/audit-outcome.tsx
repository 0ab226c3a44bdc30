import Alert from 'react-bootstrap/Alert';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { AuditSummaryWire } from '../stock-transactions/stock-wire';

/** Every problem of the sheet at once, each with its line. */
export function AuditProblems({ problems }: { problems: readonly { line: number; message: string }[] }) {
  return (
    <Alert variant="danger" role="alert">
      <p className="mb-1 fw-semibold">
        {problems.length} {problems.length === 1 ? 'problem' : 'problems'} on the count sheet:
      </p>
      <ul className="mb-0">
        {problems.map((problem, index) => (
          <li key={index}>{problem.line > 0 ? `Line ${problem.line}: ${problem.message}` : problem.message}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** What a post changed: lines, items changed, and the value of gains and losses. */
export function AuditPosted({ recordId, summary }: { recordId: string; summary: AuditSummaryWire }) {
  return (
    <Alert variant="success" role="status">
      <p className="mb-1 fw-semibold">Stock audit {recordId} posted.</p>
      <dl className="voucher-facts mb-0">
        <dt>Lines</dt>
        <dd>{summary.lines}</dd>
        <dt>Items changed</dt>
        <dd>{summary.itemsChanged}</dd>
        <dt>Value of gains</dt>
        <dd>{formatMoney(toPaise(summary.gainValue))}</dd>
        <dt>Value of losses</dt>
        <dd>{formatMoney(toPaise(summary.lossValue))}</dd>
      </dl>
    </Alert>
  );
}
