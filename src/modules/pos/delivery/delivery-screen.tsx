import { format } from 'date-fns';
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useBillingRequirements } from '../../../kits/billing/billing-api';
import { useDeliveries } from './delivery-api';
import { DeliveryForm } from './delivery-form';
import { DeliveryTable } from './delivery-table';

/**
 * Delivery details (/pos/res-delivery-details): the period's orders (`from`, `to` in the URL, today unless
 * given), a new order, the delivery boy and the status moves. An order's items are taken on the billing
 * terminal on its pseudo table (D<recordId>), which "Take the order" opens.
 */
export function DeliveryScreen() {
  const [params, setParams] = useSearchParams();
  const allowed = useScreenPermission();
  const requirements = useBillingRequirements();
  const today = requirements.data?.today ?? format(new Date(), 'yyyy-MM-dd');
  const from = params.get('from') ?? today;
  const to = params.get('to') ?? today;
  const list = useDeliveries(from, to);
  const [adding, setAdding] = useState(false);
  const onPeriod = useCallback(
    (nextFrom: string, nextTo: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('from', nextFrom);
        next.set('to', nextTo);
        return next;
      }),
    [setParams],
  );

  if (requirements.isError)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the outlets…" />;
  const outlets = requirements.data.outlets.filter((outlet) => outlet.outletType === 'DELIVERY');
  const rows = list.data ?? [];
  return (
    <>
      {adding && <DeliveryForm outlets={outlets} today={requirements.data.today} onDone={() => setAdding(false)} />}
      <PeriodListFrame
        title="Delivery details"
        idPrefix="deliveries"
        actions={
          allowed('create') && !adding ? <Button onClick={() => setAdding(true)}>New delivery order</Button> : undefined
        }
        from={from}
        to={to}
        onPeriod={onPeriod}
        query={list}
        loadingLabel="Loading delivery orders…"
        emptyText="There are no delivery orders in this period."
        empty={rows.length === 0}
      >
        <DeliveryTable rows={rows} outlets={requirements.data.outlets} mayChange={allowed('modify')} />
      </PeriodListFrame>
    </>
  );
}
