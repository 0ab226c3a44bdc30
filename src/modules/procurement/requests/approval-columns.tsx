import Form from 'react-bootstrap/Form';
import type { TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import { formatQuantity } from './request-format';
import type { ApprovalQueueLine } from './request-types';

/** What the approver chose for one line: ticked or not, the approved quantity as typed. */
export interface Choice {
  selected: boolean;
  qty: string;
}

export const keyOf = (line: ApprovalQueueLine) => `${line.recordid}-${line.sno}`;
const nameOf = (line: ApprovalQueueLine) => `${line.seq} line ${line.sno}`;

interface Options {
  choiceOf: (line: ApprovalQueueLine) => Choice;
  change: (line: ApprovalQueueLine, update: Partial<Choice>) => void;
  problems: Readonly<Record<string, string>>;
}

/** The approval queue's columns: a tick, the request line (its row header), the approved quantity typed per line. */
export function approvalColumns({ choiceOf, change, problems }: Options): TableColumn<ApprovalQueueLine>[] {
  return [
    {
      label: 'Select',
      cell: (line) => (
        <Form.Check
          id={`approve-${keyOf(line)}`}
          aria-label={`Select ${nameOf(line)}`}
          checked={choiceOf(line).selected}
          onChange={(event) => change(line, { selected: event.target.checked })}
        />
      ),
    },
    { label: 'Request', cell: nameOf },
    { label: 'Date', cell: (line) => formatDate(line.dat) },
    { label: 'Item', cell: (line) => line.itemdescription },
    { label: 'Requested', numeric: true, cell: (line) => formatQuantity(line.qty) },
    { label: 'Unit', cell: (line) => line.um },
    {
      label: 'Approved quantity',
      cell: (line) => {
        const key = keyOf(line);
        const problem = problems[key];
        return (
          <>
            <Form.Label htmlFor={`approved-${key}`} visuallyHidden>
              Approved quantity, {nameOf(line)}
            </Form.Label>
            <Form.Control
              id={`approved-${key}`}
              type="number"
              inputMode="decimal"
              step="any"
              size="sm"
              value={choiceOf(line).qty}
              isInvalid={!!problem}
              aria-invalid={!!problem}
              aria-describedby={problem ? `approved-${key}-error` : undefined}
              onChange={(event) => change(line, { qty: event.target.value })}
            />
            <Form.Control.Feedback id={`approved-${key}-error`} type="invalid">
              {problem}
            </Form.Control.Feedback>
          </>
        );
      },
    },
    { label: 'Required by', cell: (line) => formatDate(line.reqdby) },
    { label: 'Purpose', cell: (line) => line.purpose },
    { label: 'Suggested supplier', cell: (line) => line.supplier },
    { label: 'Employee', cell: (line) => line.empname },
  ];
}
