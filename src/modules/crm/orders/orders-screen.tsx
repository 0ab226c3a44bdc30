import { format, subDays } from 'date-fns';
import { useCallback } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { useOrder, useOrderRequirements } from './order-api';
import { OrderForm } from './order-form';
import { OrderList } from './order-list';
import { OrderPrint } from './order-print';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

function OpenOrder({ record, print, onDone }: { record: string; print: boolean; onDone: () => void }) {
  const requirements = useOrderRequirements();
  const order = useOrder(record === 'new' ? null : record);
  const failed = requirements.error ?? order.error;
  if (failed)
    return (
      <LoadFailed
        message={toApiError(failed).message}
        onRetry={() => void Promise.all([requirements.refetch(), order.refetch()])}
      />
    );
  if (!requirements.data || (record !== 'new' && order.isPending))
    return <Loading label="Loading the customers, items and quotations…" />;
  if (record !== 'new' && !order.data)
    return <LoadFailed message={`There is no sale order ${record}.`} onRetry={() => void order.refetch()} />;
  if (print && order.data) return <OrderPrint order={order.data} onClose={onDone} />;
  return <OrderForm key={record} requirements={requirements.data} order={order.data ?? undefined} onDone={onDone} />;
}

/**
 * Sales orders (/crm/crm-orders): the period's list, a new order (`?record=new`), one order (`?record=<id>`) or its
 * print (`&print=1`).
 */
export function OrdersScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const from = params.get('from') ?? day(subDays(new Date(), 30));
  const to = params.get('to') ?? day(new Date());
  const record = params.get('record');
  const print = params.get('print') === '1';
  const backToList = useCallback(() => change({ record: null, print: null }), [change]);
  if (record === 'new' && !allowed('create')) return <NotPermittedAction />;
  if (print && !allowed('print')) return <NotPermittedAction />;
  if (record) return <OpenOrder record={record} print={print} onDone={backToList} />;
  return (
    <OrderList
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onOpen={(next) => change({ record: next })}
      onPrint={(next) => change({ record: next, print: '1' })}
    />
  );
}
