import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { Field } from '../../../../components/form/field';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { ScreenAction } from '../../../../engine/screen-action';
import { toApiError } from '../../../../lib/api/api-error';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { SALE_CANCELLED, type SaleHeader } from '../domain/stock-sale-types';
import { useSalesOfDay } from './sale-api';
import { gateStatus } from './gate-status';

interface Props {
  day: string;
  onDay: (day: string) => void;
  onNew: () => void;
  onOpen: (recordId: number) => void;
  onDispatches: () => void;
}

const cancelled = (row: SaleHeader) => row.pos === SALE_CANCELLED;

const COLUMNS: ReadonlyArray<TableColumn<SaleHeader>> = [
  {
    label: 'Number',
    cell: (row) => (
      <>
        {row.seq} {cancelled(row) && <Badge bg="danger">Cancelled</Badge>}
      </>
    ),
  },
  { label: 'Customer', cell: (row) => row.partyName },
  { label: 'Sale type', cell: (row) => row.saleType },
  { label: 'Gate', cell: (row) => (cancelled(row) ? '' : gateStatus(row)) },
  { label: 'Total', cell: (row) => formatMoney(toPaise(row.totalAmt)), numeric: true },
  { label: 'To receive', cell: (row) => formatMoney(toPaise(row.pending)), numeric: true },
];

/** The day's invoices with their customer, type, total, what is left to receive and where the goods are. */
export function SaleList({ day, onDay, onNew, onOpen, onDispatches }: Props) {
  const list = useSalesOfDay(day);
  // The day lives in the URL: the box follows it, and an emptied box takes the day back (a list is of one day).
  const filter = useForm({ values: { day } });
  const rows = list.data ?? [];
  const open: TableColumn<SaleHeader> = {
    label: 'Actions',
    headClassName: 'list-actions-head',
    className: 'list-row-actions',
    cell: (row) => (
      <Button size="sm" variant="outline-secondary" aria-label={`Open ${row.seq}`} onClick={() => onOpen(row.recordId)}>
        Open
      </Button>
    ),
  };
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          Stock sales
        </h1>
        <Button variant="outline-secondary" onClick={onDispatches}>
          Pending dispatches
        </Button>
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New invoice</Button>
        </ScreenAction>
      </div>
      <div className="list-toolbar">
        <Field
          form={filter}
          name="day"
          id="sales-day"
          label="Day"
          type="date"
          className=""
          onChange={(value) => (value ? onDay(value) : filter.setValue('day', day))}
        />
      </div>
      {list.isPending ? (
        <Loading label="Loading the day’s invoices…" />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p>There are no invoices on this day.</p>
      ) : (
        <DataTable
          rows={rows}
          columns={[...COLUMNS, open]}
          rowKey={(row) => row.recordId}
          caption={rows.length === 1 ? '1 invoice' : `${rows.length} invoices`}
          captionPlacement="bottom"
          tableClassName="table table-sm table-hover align-middle"
          rowClassName={(row) => (cancelled(row) ? 'text-muted' : undefined)}
          cards
        />
      )}
    </section>
  );
}
