import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { DataTable, type TableColumn } from '../../../components/data-table';
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

/** The columns of the proposals: the statement line, the voucher proposed for it (each row's name), why, Accept. */
function proposalColumns({ linesByRow, rowsByKey, rejected, onToggle }: ProposalProps): TableColumn<MatchProposal>[] {
  const line = (proposal: MatchProposal) => linesByRow.get(proposal.row);
  const row = (proposal: MatchProposal) => rowsByKey.get(proposal.key);
  return [
    { label: 'Statement date', cell: (proposal) => formatDate(line(proposal)?.date) },
    {
      label: 'Statement details',
      cell: (proposal) => [line(proposal)?.description, line(proposal)?.reference].filter(Boolean).join(' · '),
    },
    {
      label: 'Amount',
      numeric: true,
      cell: (proposal) => {
        const found = line(proposal);
        return found ? amountOf(found) : '';
      },
    },
    { label: 'Voucher', className: 'fw-normal', cell: (proposal) => row(proposal)?.voucher },
    { label: 'Voucher date', cell: (proposal) => formatDate(row(proposal)?.date) },
    { label: 'Reason', cell: (proposal) => proposal.reason },
    {
      label: 'Accept',
      cell: (proposal) => (
        <Form.Check
          id={`brs-accept-${proposal.key}`}
          label={`Accept ${row(proposal)?.voucher ?? proposal.key}`}
          checked={!rejected.has(proposal.key)}
          onChange={() => onToggle(proposal.key)}
        />
      ),
    },
  ];
}

/** The proposed pairs of statement line and entry, with the reason and an Accept box each. */
export function ProposedMatches(props: ProposalProps) {
  return (
    <DataTable
      rows={props.proposals}
      columns={proposalColumns(props)}
      rowKey={(proposal) => proposal.key}
      caption="Proposed matches"
      captionPlacement="hidden"
      rowHeader={3}
      tableClassName="table table-sm"
    />
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
