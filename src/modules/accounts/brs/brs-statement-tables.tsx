import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatDate } from '../../../lib/format/date-format';
import type { BankStatementLine } from '../ledger/bank-statement-csv';
import type { MatchProposal } from '../ledger/reconciliation';
import { rupees } from './brs-summary';
import type { BankEntryRow } from './brs-types';

const amountOf = (line: BankStatementLine) =>
  line.deposit > 0 ? `${rupees(line.deposit)} in` : `${rupees(line.withdrawal)} out`;

interface ProposalProps {
  proposals: readonly MatchProposal[];
  linesByRow: ReadonlyMap<number, BankStatementLine>;
  rowsByKey: ReadonlyMap<string, BankEntryRow>;
  rejected: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

/** The proposed pairs of statement line and entry, with the reason and an Accept box each. */
export function ProposedMatches({ proposals, linesByRow, rowsByKey, rejected, onToggle }: ProposalProps) {
  return (
    <Table size="sm" responsive aria-label="Proposed matches">
      <thead>
        <tr>
          <th scope="col">Statement date</th>
          <th scope="col">Statement details</th>
          <th scope="col" className="text-end">
            Amount
          </th>
          <th scope="col">Voucher</th>
          <th scope="col">Voucher date</th>
          <th scope="col">Reason</th>
          <th scope="col">Accept</th>
        </tr>
      </thead>
      <tbody>
        {proposals.map((proposal) => {
          const [line, row] = [linesByRow.get(proposal.row), rowsByKey.get(proposal.key)];
          return (
            <tr key={proposal.key}>
              <td>{formatDate(line?.date)}</td>
              <td>{[line?.description, line?.reference].filter(Boolean).join(' · ')}</td>
              <td className="text-end">{line ? amountOf(line) : ''}</td>
              <th scope="row" className="fw-normal">
                {row?.voucher}
              </th>
              <td>{formatDate(row?.date)}</td>
              <td>{proposal.reason}</td>
              <td>
                <Form.Check
                  id={`brs-accept-${proposal.key}`}
                  label={`Accept ${row?.voucher ?? proposal.key}`}
                  checked={!rejected.has(proposal.key)}
                  onChange={() => onToggle(proposal.key)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** Statement lines no entry was matched to (or whose match the user did not accept). */
export function UnmatchedLines({ lines }: { lines: readonly BankStatementLine[] }) {
  return (
    <Table size="sm" responsive aria-label="Statement lines with no match">
      <caption className="caption-top">
        Statement lines with no match: clear their entries by hand, or enter the missing vouchers.
      </caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Date</th>
          <th scope="col">Description</th>
          <th scope="col">Reference</th>
          <th scope="col" className="text-end">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.row}>
            <th scope="row" className="fw-normal">
              {line.row}
            </th>
            <td>{formatDate(line.date)}</td>
            <td>{line.description}</td>
            <td>{line.reference}</td>
            <td className="text-end">{amountOf(line)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
