import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useBulkRequirements } from './bulk-order-api';
import { lineKey } from './bulk-order-choices';
import type { BulkRequestLine, BulkRequirements } from './bulk-order-types';

/**
 * The request line's own words: the answer gives "<item name> — <description>", and a document's line names the item
 * itself.
 */
export function ownDescription(line: BulkRequestLine, requirements: BulkRequirements): string {
  const name = requirements.materials.find((row) => row.itemid === line.itemid)?.itemname ?? '';
  return line.itemdescription.startsWith(`${name} — `) ? line.itemdescription.slice(name.length + 3) : '';
}

/** The item's stock unit, which the request lines' quantities are in. */
export const stockUnitOf = (line: BulkRequestLine, requirements: BulkRequirements): string =>
  requirements.materials.find((row) => row.itemid === line.itemid)?.umid ?? '';

interface Props {
  /** The request whose lines start ticked (its record id), if any. */
  fromRequest?: number;
  fillLabel: string;
  onFill: (lines: readonly BulkRequestLine[], requirements: BulkRequirements) => void;
}

/**
 * The approved request lines still to be ordered, to tick and bring into a new document's lines, so nothing is keyed
 * twice. Shown only to a user who may read them (the bulk orders' requirements), and only while some are open.
 */
export function RequestLinesPicker({ fromRequest, fillLabel, onFill }: Props) {
  const requirements = useBulkRequirements();
  const [ticked, setTicked] = useState<ReadonlySet<string> | null>(null);
  if (!requirements.data) return null;
  const open = requirements.data.requests.filter((line) => line.pendingQty > 0);
  if (open.length === 0) return null;
  const chosen = ticked ?? new Set(open.filter((line) => line.recordId === fromRequest).map(lineKey));
  const toggle = (key: string) =>
    setTicked(new Set(chosen.has(key) ? [...chosen].filter((row) => row !== key) : [...chosen, key]));
  const data = requirements.data;
  return (
    <section aria-labelledby="requests-to-order-title" className="mb-3">
      <h2 id="requests-to-order-title" className="h6">
        Approved requests still to order
      </h2>
      <div className="table-responsive list-cards">
        <table className="table table-sm mb-2" aria-labelledby="requests-to-order-title">
          <thead>
            <tr>
              <th scope="col">Take it</th>
              <th scope="col">Request</th>
              <th scope="col">Department</th>
              <th scope="col">Item</th>
              <th scope="col" className="text-end">
                Approved
              </th>
              <th scope="col" className="text-end">
                Still to order
              </th>
            </tr>
          </thead>
          <tbody>
            {open.map((line) => (
              <tr key={lineKey(line)}>
                <td data-label="Take it">
                  <Form.Check
                    aria-label={`Take ${line.itemdescription} of ${line.seq}`}
                    checked={chosen.has(lineKey(line))}
                    onChange={() => toggle(lineKey(line))}
                  />
                </td>
                <td data-label="Request">{line.seq}</td>
                <td data-label="Department">{line.department}</td>
                <td data-label="Item">{line.itemdescription}</td>
                <td data-label="Approved" className="text-end">
                  {line.approvedQty}
                </td>
                <td data-label="Still to order" className="text-end">
                  {line.pendingQty}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        variant="outline-primary"
        size="sm"
        disabled={chosen.size === 0}
        onClick={() =>
          onFill(
            open.filter((line) => chosen.has(lineKey(line))),
            data,
          )
        }
      >
        {fillLabel}
      </Button>
    </section>
  );
}
