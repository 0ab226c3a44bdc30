import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { ResourceRecord } from '../../../engine/resource';
import type { BulkRequestLine, BulkRequirements } from './bulk-order-types';
import { ownDescription, RequestLinesPicker, stockUnitOf } from './request-lines-picker';

/**
 * The order's lines made from the ticked request lines: the item, what is still to order, its unit and standard rate,
 * and the request it draws on.
 */
export function orderLinesFrom(
  lines: readonly BulkRequestLine[],
  requirements: BulkRequirements,
): Array<Record<string, string | number | null>> {
  return lines.map((line) => ({
    itemId: line.itemid,
    itemDescription: ownDescription(line, requirements),
    qty: line.pendingQty,
    um: stockUnitOf(line, requirements),
    rat: requirements.prices.find((row) => row.itemid === line.itemid)?.rat ?? 0,
    amount: null,
    reqdBy: '',
    purRequest: line.recordId,
  }));
}

/**
 * On a new purchase order: the approved request lines still to be ordered (a request opened with ?request=<record id>
 * starts ticked). Each line remembers its request, which then shows as ordered, and what is left of it stays on offer.
 */
export function RequestLinesToOrder({ form }: { form: UseFormReturn<ResourceRecord> }) {
  const [params] = useSearchParams();
  if (form.getValues('seq')) return null;
  return (
    <RequestLinesPicker
      fromRequest={Number(params.get('request'))}
      fillLabel="Fill the lines from the ticked requests"
      onFill={(lines, requirements) =>
        form.setValue('lines', orderLinesFrom(lines, requirements), { shouldDirty: true })
      }
    />
  );
}
