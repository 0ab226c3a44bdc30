import { format } from 'date-fns';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { ONLINE_POLL_MS, useOnlineOrders } from './online-api';
import type { OnlineOrder, OnlineOrderStatus } from './domain/online-order-types';
import { STATUS_LABELS } from './domain/order-status';
import { itemsText, money, paymentText } from './order-words';

interface Props {
  title: string;
  /** What the desk does, in a sentence under the heading. */
  intro: string;
  /** The statuses the desk works on (shown unless "all of today" is chosen). */
  open: readonly OnlineOrderStatus[];
  /** A column of the desk's own (delivery boy, bill). */
  extra?: { header: string; cell: (order: OnlineOrder) => ReactNode };
  actions: (order: OnlineOrder) => ReactNode;
  failure: string | null;
  done: string | null;
  onCloseFailure: () => void;
  /** Dialogs the desk opens. */
  children?: ReactNode;
}

const SHOW_OPTIONS = [
  { value: 'open', label: 'Orders waiting here' },
  { value: 'all', label: 'All of today’s and open orders' },
];

const COLUMNS: ReadonlyArray<TableColumn<OnlineOrder>> = [
  {
    label: 'Order',
    cell: (order) => (
      <>
        {order.seq}
        <div className="small text-muted fw-normal">Placed at {format(new Date(order.placedAt), 'HH:mm')}</div>
      </>
    ),
  },
  {
    label: 'Customer',
    cell: (order) => (
      <>
        {order.customerName}
        <br />
        <a href={`tel:${order.phone}`}>{order.phone}</a>
        <div className="small">{order.address}</div>
      </>
    ),
  },
  { label: 'Items', cell: itemsText },
  { label: 'Total', cell: (order) => money(order.total), numeric: true },
  { label: 'Payment', cell: paymentText },
  {
    label: 'Status',
    cell: (order) => (
      <>
        {STATUS_LABELS[order.status]}
        {order.reason && <div className="small text-danger">{order.reason}</div>}
      </>
    ),
  },
];

/**
 * An online-order desk (orders, dispatches, billing): the orders it works on, looked for again every few
 * seconds (new orders appear by themselves), or all of today's; each with its customer, items, total,
 * payment and status, the desk's own column and its actions. What happened and what was refused are said above.
 */
export function OnlineDesk({ title, intro, open, extra, actions, failure, done, onCloseFailure, children }: Props) {
  const [params, setParams] = useSearchParams();
  const showAll = params.get('show') === 'all';
  const query = useOnlineOrders();
  const rows = (query.data ?? []).filter((order) => showAll || open.includes(order.status));
  // The choice lives in the URL: the box follows it (back and forward too).
  const filter = useForm({ values: { show: showAll ? 'all' : 'open' } });
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          {title}
        </h1>
        <Button variant="outline-secondary" size="sm" onClick={() => void query.refetch()}>
          Look for new orders
        </Button>
      </div>
      <p className="text-muted small mb-2">
        {intro} The list looks for new orders every {ONLINE_POLL_MS / 1000} seconds.
      </p>
      <div style={{ maxWidth: 260 }}>
        <Field
          form={filter}
          name="show"
          id="online-show"
          label="Show"
          choose={null}
          options={SHOW_OPTIONS}
          onChange={(value) => setParams({ show: value }, { replace: true })}
        />
      </div>
      <p role="status" className="mb-2">
        {done}
      </p>
      {failure && (
        <Alert variant="danger" role="alert" dismissible onClose={onCloseFailure}>
          {failure}
        </Alert>
      )}
      {query.isPending ? (
        <Loading label="Loading the online orders…" />
      ) : query.isError ? (
        <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <p>No online order is waiting here.</p>
      ) : (
        <DataTable
          rows={rows}
          columns={[
            ...COLUMNS,
            ...(extra ? [{ label: extra.header, cell: extra.cell }] : []),
            {
              label: 'Actions',
              cell: (order: OnlineOrder) => <div className="d-flex flex-wrap gap-1">{actions(order)}</div>,
            },
          ]}
          rowKey={(order) => order.recordId}
          caption={rows.length === 1 ? '1 online order' : `${rows.length} online orders`}
          captionPlacement="bottom"
        />
      )}
      {children}
    </section>
  );
}
