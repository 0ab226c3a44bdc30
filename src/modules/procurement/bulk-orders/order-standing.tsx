import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import type { ResourceRecord } from '../../../engine/resource';
import { dataProvider } from '../../../lib/api/data-provider';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { NextNumberNote } from '../../../kits/trade-documents/next-number-note';
import { PURCHASE_ORDERS } from '../resources/purchase-orders';
import { BULK_ORDER_ENDPOINTS as API } from './bulk-order-endpoints';
import type { OrderRequirements } from './bulk-order-types';

/** `GetPurchaseOrderRequirements`, read again after every order saved (under the orders' name). */
export const useOrderRequirements = () =>
  useQuery({
    queryKey: [PURCHASE_ORDERS.name, 'order-requirements'],
    queryFn: () => dataProvider.read<OrderRequirements>(API.orderRequirements),
  });

/**
 * At the top of an order: the next free number while it is new, and once the supplier is chosen what the company owes
 * them and what is left of their credit limit, so an order over it is seen before it is placed.
 */
export function OrderStanding({ control }: { control: Control<ResourceRecord> }) {
  const [vendorid, seq] = useWatch({ control, name: ['vendorid', 'seq'] });
  const requirements = useOrderRequirements();
  if (!requirements.data) return null;
  const supplier = requirements.data.suppliers.find((row) => String(row.accountId) === String(vendorid ?? ''));
  return (
    <>
      {!seq && <NextNumberNote next={requirements.data.pono} />}
      {supplier && (
        <p className="form-text mt-0" aria-live="polite">
          Owed to {supplier.accountname}: {formatMoney(toPaise(supplier.balanceAmt ?? 0))}
          {supplier.availableCredit !== null && <>; credit left: {formatMoney(toPaise(supplier.availableCredit))}</>}.
        </p>
      )}
    </>
  );
}
