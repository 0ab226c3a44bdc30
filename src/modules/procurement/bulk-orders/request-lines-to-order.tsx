import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { ResourceRecord } from '../../../engine/resource';
import { useBulkRequirements } from './bulk-order-api';
import { lineKey } from './bulk-order-choices';
import type { BulkRequestLine, BulkRequirements } from './bulk-order-types';

/** The request line's own words: the answer gives "<item name> — <description>", and the order's line names the item itself. */
function ownDescription(line: BulkRequestLine, requirements: BulkRequirements): string {
  const name = requirements.materials.find((row) => row.itemid === line.itemid)?.itemname ?? '';
  return line.itemdescription.startsWith(`${name} — `) ? line.itemdescription.slice(name.length + 3) : '';
}

/** The order's lines made from the ticked request lines: the item, what is still to order, its unit and standard rate, and the request it draws on. */
export function orderLinesFrom(lines: readonly BulkRequestLine[], requirements: BulkRequirements): Array<Record<string, string | number | null>> {
  return lines.map((line) => ({
    itemId: line.itemid,
    itemDescription: ownDescription(line, requirements),
    qty: line.pendingQty,
    um: requirements.materials.find((row) => row.itemid === line.itemid)?.umid ?? '',
    rat: requirements.prices.find((row) => row.itemid === line.itemid)?.rat ?? 0,
    amount: null,
    reqdBy: '',
    purRequest: line.recordId,
  }));
}

/**
 * On a new purchase order: the approved request lines still to be ordered, to tick and bring into the order's lines
 * (a request opened with ?request=<record id> starts ticked), so nothing is keyed twice. Each line remembers its
 * request, which then shows as ordered, and what is left of it stays on offer.
 */
export function RequestLinesToOrder({ form }: { form: UseFormReturn<ResourceRecord> }) {
  const requirements = useBulkRequirements();
  const [params] = useSearchParams();
  const fromRequest = Number(params.get('request'));
  const [ticked, setTicked] = useState<ReadonlySet<string> | null>(null);
  if (form.getValues('seq') || !requirements.data) return null;
  const open = requirements.data.requests.filter((line) => line.pendingQty > 0);
  if (open.length === 0) return null;
  const chosen = ticked ?? new Set(open.filter((line) => line.recordId === fromRequest).map(lineKey));
  const toggle = (key: string) => setTicked(new Set(chosen.has(key) ? [...chosen].filter((row) => row !== key) : [...chosen, key]));
  const fill = () => form.setValue('lines', orderLinesFrom(open.filter((line) => chosen.has(lineKey(line))), requirements.data), { shouldDirty: true });
  return (
    <section aria-labelledby="requests-to-order-title" className="mb-3">
      <h2 id="requests-to-order-title" className="h6">Approved requests still to order</h2>
      <div className="table-responsive list-cards">
        <table className="table table-sm mb-2" aria-labelledby="requests-to-order-title">
          <thead>
            <tr>
              <th scope="col">Order it</th>
              <th scope="col">Request</th>
              <th scope="col">Department</th>
              <th scope="col">Item</th>
              <th scope="col" className="text-end">Approved</th>
              <th scope="col" className="text-end">Still to order</th>
            </tr>
          </thead>
          <tbody>
            {open.map((line) => (
              <tr key={lineKey(line)}>
                <td data-label="Order it">
                  <Form.Check aria-label={`Order ${line.itemdescription} of ${line.seq}`} checked={chosen.has(lineKey(line))} onChange={() => toggle(lineKey(line))} />
                </td>
                <td data-label="Request">{line.seq}</td>
                <td data-label="Department">{line.department}</td>
                <td data-label="Item">{line.itemdescription}</td>
                <td data-label="Approved" className="text-end">{line.approvedQty}</td>
                <td data-label="Still to order" className="text-end">{line.pendingQty}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button variant="outline-primary" size="sm" disabled={chosen.size === 0} onClick={fill}>
        Fill the lines from the ticked requests
      </Button>
    </section>
  );
}
