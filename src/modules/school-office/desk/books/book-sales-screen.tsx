import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { PeriodListFrame } from '../../../../components/period-list-frame';
import { ReasonDialog } from '../../../../components/form/reason-dialog';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { NotPermittedAction } from '../../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { formatDate } from '../../../../lib/format/date-format';
import { useScreenParams } from '../../../../lib/hooks/use-screen-params';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { showDoneToast } from '../../../../lib/messages/messages';
import { withLayoutPrefix } from '../../../../lib/ui/layouts';
import { useLayoutName } from '../../../../lib/ui/use-layout-name';
import { withTransaction } from '../../../../lib/permissions/permission-code';
import { usePermissions } from '../../../../lib/permissions/use-permissions';
import { FRONT_DESK } from '../../../../menus/catalogue/front-desk';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { BookSale, BookSaleRequirements } from '../../domain/book-sale-types';
import { useDeskRead, useDeskWrite, wireDay } from '../shared/desk-api';
import { periodDefaults } from '../shared/period';
import { Loading } from '../../../../components/load-state';
import { SaleForm } from './sale-form';

/** Where "Collect now" takes the user: a new fee receipt at fee collections (fd-feestra) for the pupil. */
export const collectPath = (admissionNo: string) =>
  `/front-desk/fd-feestra?record=new&student=${encodeURIComponent(admissionNo)}`;

const itemsText = (one: BookSale) =>
  one.lines.map((line) => `${line.name}${line.size ? ` (${line.size})` : ''} × ${line.quantity}`).join(', ');

/** The sale list's columns before the row's buttons. */
const SALE_COLUMNS: ReadonlyArray<TableColumn<BookSale>> = [
  { label: 'Number', cell: (one) => one.saleNo, className: 'fw-normal text-nowrap' },
  { label: 'Date', cell: (one) => formatDate(one.date) },
  { label: 'Pupil', cell: (one) => one.name },
  { label: 'Class', cell: (one) => one.classCode },
  { label: 'Items', cell: itemsText, className: 'small' },
  { label: 'Total', cell: (one) => formatMoney(toPaise(one.total)), numeric: true },
  { label: 'Status', cell: (one) => (one.status === 'OPEN' ? 'Charged to fees' : `Cancelled: ${one.cancelReason}`) },
];

/**
 * Books (/front-desk/fd-books): the period's book and uniform sales; a new one (`?record=new`); collect one at fee
 * collections; cancel one with a reason.
 */
export function BookSalesScreen() {
  const { params, change } = useScreenParams();
  const { from, to } = periodDefaults(params, 30, 0);
  const allowed = useScreenPermission();
  const layout = useLayoutName();
  const { can } = usePermissions();
  const mayCollect = can(withTransaction(FRONT_DESK.fdFeestra.code!, 'create'));
  const answer = useDeskRead<BookSale[]>(FD_ROUTES.bookSales, { frmDate: wireDay(from), toDate: wireDay(to) });
  const requirements = useDeskRead<BookSaleRequirements>(FD_ROUTES.bookSaleRequirements);
  const cancel = useDeskWrite(FD_ROUTES.cancelBookSale);
  const attempt = useSaveAttemptKey();
  const [cancelling, setCancelling] = useState<BookSale | null>(null);
  const back = useCallback(() => change({ record: null }), [change]);
  const rows = answer.data ?? [];
  const actions: TableColumn<BookSale> = {
    label: 'Actions',
    hideLabel: true,
    className: 'text-nowrap',
    cell: (one) =>
      one.status === 'OPEN' && (
        <div className="d-flex gap-2">
          {mayCollect && (
            <Link
              className="btn btn-sm btn-outline-primary"
              to={withLayoutPrefix(collectPath(one.admissionNo), layout)}
            >
              {`Collect now from ${one.name}`}
            </Link>
          )}
          {allowed('delete') && (
            <Button size="sm" variant="outline-danger" onClick={() => setCancelling(one)}>
              {`Cancel ${one.saleNo}`}
            </Button>
          )}
        </div>
      ),
  };
  if (params.get('record') === 'new') {
    if (!allowed('create')) return <NotPermittedAction />;
    return requirements.data ? (
      <SaleForm requirements={requirements.data} onDone={back} />
    ) : (
      <Loading label="Loading the price list…" />
    );
  }
  return (
    <PeriodListFrame
      title="Books"
      idPrefix="book-sales"
      actions={allowed('create') && <Button onClick={() => change({ record: 'new' })}>New sale</Button>}
      from={from}
      to={to}
      onPeriod={(f, t) => change({ from: f, to: t })}
      query={answer}
      loadingLabel="Loading the sales…"
      emptyText="No sale in this period."
      empty={rows.length === 0}
    >
      <DataTable
        rows={rows}
        columns={[...SALE_COLUMNS, actions]}
        rowKey={(one) => one.saleNo}
        caption="Book and uniform sales of the period, latest first"
      />
      {cancelling && (
        <ReasonDialog
          title={`Cancel sale ${cancelling.saleNo}`}
          text={`The sale is kept, marked cancelled, and its ${formatMoney(toPaise(cancelling.total))} is taken off ${cancelling.name}’s fees.`}
          confirmLabel="Cancel the sale"
          onClose={() => setCancelling(null)}
          onConfirm={async (reason) => {
            await cancel.mutateAsync({
              body: { recordId: cancelling.saleNo, detail: reason },
              idempotencyKey: attempt.keyFor({ sale: cancelling.saleNo, reason }),
            });
            attempt.saved();
            showDoneToast(`Sale ${cancelling.saleNo} cancelled.`);
            setCancelling(null);
          }}
        />
      )}
    </PeriodListFrame>
  );
}
