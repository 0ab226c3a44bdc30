import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type TableColumn } from '../../../components/data-table';
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

const TITLE = 'Approved requests still to order';

/** What a line is, after its tick box: the request, the department, the item, approved and still to order. */
const COLUMNS: readonly TableColumn<BulkRequestLine>[] = [
  { label: 'Request', cell: (line) => line.seq },
  { label: 'Department', cell: (line) => line.department },
  { label: 'Item', cell: (line) => line.itemdescription },
  { label: 'Approved', cell: (line) => line.approvedQty, numeric: true },
  { label: 'Still to order', cell: (line) => line.pendingQty, numeric: true },
];

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
        {TITLE}
      </h2>
      <DataTable
        rows={open}
        columns={[
          {
            label: 'Take it',
            cell: (line) => (
              <Form.Check
                aria-label={`Take ${line.itemdescription} of ${line.seq}`}
                checked={chosen.has(lineKey(line))}
                onChange={() => toggle(lineKey(line))}
              />
            ),
          },
          ...COLUMNS,
        ]}
        rowKey={lineKey}
        caption={TITLE}
        captionPlacement="hidden"
        rowHeader={false}
        tableClassName="table table-sm mb-2"
        cards
      />
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
