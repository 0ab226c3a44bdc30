import { format } from 'date-fns';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { Field } from '../../../../components/form/field';
import { formatDate } from '../../../../lib/format/date-format';
import { sumPaise, toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { MODE_LABELS, type AdvanceRow, type MoneyInput } from '../domain/folio-types';
import { useAdvances } from '../folio-api';

interface Props {
  /** May print the first copy (7) / a later copy (8). */
  mayPrint: boolean;
  mayReprint: boolean;
  onPrint: (row: AdvanceRow) => void;
  printing: boolean;
}

const today = () => format(new Date(), 'yyyy-MM-dd');

const ADVANCE_COLUMNS: TableColumn<AdvanceRow>[] = [
  { label: 'Date', cell: ({ line }) => formatDate(line.dat), className: 'text-nowrap' },
  { label: 'Number', cell: ({ line }) => line.reference, className: 'text-nowrap' },
  { label: 'Room', cell: ({ line }) => line.room },
  { label: 'Guest', cell: (row) => row.guestName },
  { label: 'Mode', cell: ({ line }) => MODE_LABELS[line.head as MoneyInput['mode']] ?? line.head },
  {
    label: 'Received',
    cell: ({ line }) => (line.kind === 'ADVANCE' ? formatMoney(toPaise(line.amount)) : ''),
    numeric: true,
    className: 'text-nowrap',
  },
  {
    label: 'Refunded',
    cell: ({ line }) => (line.kind === 'REFUND' ? formatMoney(toPaise(line.amount)) : ''),
    numeric: true,
    className: 'text-nowrap',
  },
];

/** Advances received and refunded between two dates, with their totals and each receipt's print or reprint. */
export function AdvanceRegister({ mayPrint, mayReprint, onPrint, printing }: Props) {
  const period = useForm({ defaultValues: { from: today(), to: today() } });
  const [from, to] = useWatch({ control: period.control, name: ['from', 'to'] });
  const wrongWay = from !== '' && to !== '' && to < from;
  const advances = useAdvances(from, wrongWay ? from : to);
  const rows = advances.data ?? [];
  const received = sumPaise(rows.filter((row) => row.line.kind === 'ADVANCE').map((row) => toPaise(row.line.amount)));
  const refunded = sumPaise(rows.filter((row) => row.line.kind === 'REFUND').map((row) => toPaise(row.line.amount)));
  const receipt: TableColumn<AdvanceRow> = {
    label: 'Receipt',
    headClassName: 'd-print-none',
    className: 'd-print-none',
    cell: (row) =>
      (row.printCount === 0 ? mayPrint : mayReprint) && (
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={printing}
          onClick={() => onPrint(row)}
          aria-label={`${row.printCount === 0 ? 'Print' : 'Reprint'} ${row.line.reference}`}
        >
          {row.printCount === 0 ? 'Print' : 'Reprint'}
        </Button>
      ),
  };
  return (
    <section aria-labelledby="advance-register-title" className="p-2 p-md-3">
      <h2 id="advance-register-title" className="h5">
        Advances received and refunded
      </h2>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Field form={period} name="from" id="advances-from" label="From" type="date" className="mb-0" />
        <Field
          form={period}
          name="to"
          id="advances-to"
          label="To"
          type="date"
          problem={wrongWay ? 'The end is before the start' : undefined}
          className="mb-0"
        />
      </div>
      {advances.isPending && <Spinner animation="border" size="sm" role="status" aria-label="Loading the advances" />}
      {advances.isError && <Alert variant="danger">{advances.error.message}</Alert>}
      {advances.data && (
        <DataTable
          rows={rows}
          columns={[...ADVANCE_COLUMNS, receipt]}
          rowKey={({ line }) => line.id}
          caption="Advances received and refunded"
          captionPlacement="hidden"
          rowHeader={false}
          empty={<p>No advance was received or refunded in these days.</p>}
          footer={
            <tr className="fw-bold">
              <th scope="row" colSpan={5}>
                {`Total (net ${formatMoney(received - refunded)})`}
              </th>
              <td className="text-end text-nowrap">{formatMoney(received)}</td>
              <td className="text-end text-nowrap">{formatMoney(refunded)}</td>
              <td className="d-print-none" />
            </tr>
          }
        />
      )}
    </section>
  );
}
