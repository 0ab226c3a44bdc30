import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { PosMenuItem } from '../domain/master-types';
import { outletRateOf } from '../domain/item-tax';

interface Props {
  items: readonly PosMenuItem[];
  outlet: string;
  rates: Readonly<Record<string, Readonly<Record<string, number>>>>;
  onAdd: (item: PosMenuItem) => void;
  /** At a desk (the classic terminal's menu browser): ordinary-sized tiles. */
  compact?: boolean;
}

const GRID = { gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))' } as const;

/** Touch screens: the item groups as large tiles, then the chosen group's items as tiles (a tap adds one). */
export function ItemTiles({ items, outlet, rates, onAdd, compact = false }: Props) {
  const size = compact ? undefined : 'lg';
  const groups = useMemo(() => {
    const byGroup = new Map<string, { code: string; name: string; items: PosMenuItem[] }>();
    for (const item of items) {
      const group = byGroup.get(item.group) ?? { code: item.group, name: item.groupName || item.group, items: [] };
      group.items.push(item);
      byGroup.set(item.group, group);
    }
    return [...byGroup.values()];
  }, [items]);
  const [chosen, setChosen] = useState<string | null>(null);
  const priceOf = (item: PosMenuItem) => formatMoney(toPaise(outletRateOf(item, outlet, rates)));
  const group = groups.find((row) => row.code === chosen);
  if (!group) {
    return (
      <ul aria-label="Item groups" className="list-unstyled d-grid gap-2 mt-3" style={GRID}>
        {groups.map((row) => (
          <li key={row.code}>
            <Button
              variant="outline-primary"
              size={size}
              className="w-100 h-100 text-break"
              onClick={() => setChosen(row.code)}
            >
              {row.name} <span className="small d-block">{row.items.length} items</span>
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="mt-3">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0 me-auto text-break">{group.name}</h3>
        <Button variant="outline-secondary" onClick={() => setChosen(null)}>
          All groups
        </Button>
      </div>
      <ul aria-label={`${group.name} items`} className="list-unstyled d-grid gap-2" style={GRID}>
        {group.items.map((item) => (
          <li key={item.code}>
            {/* The visible name and price are the button's name after "Add", in order (WCAG 2.5.3). */}
            <Button
              variant="light"
              size={size}
              className="w-100 h-100 border text-break"
              aria-label={`Add ${item.name}, ₹${priceOf(item)}`}
              onClick={() => onAdd(item)}
            >
              {item.name} <span className="small d-block">₹{priceOf(item)}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
