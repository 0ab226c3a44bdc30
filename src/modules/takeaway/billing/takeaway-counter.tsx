import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { tableWords } from '../../../kits/billing/terminal/pseudo-tables';
import type { TerminalData } from '../../../kits/billing/terminal/use-terminal-data';
import type { OrderHead } from '../../../kits/billing/domain/order-types';
import { formatMoney } from '../../../lib/money/money-format';
import { CounterOrderPane } from './counter-order-pane';
import { newOrderCode } from './counter-order-code';
import { newHead, useOrderHeads } from './order-heads';

const STATES = { free: 'new', occupied: 'open', billed: 'billed' } as const;

/**
 * The take-away counter: New order, the outlet's open orders (by token, with their amount and state), and the order
 * in hand. An order's head lives here until its first KOT carries it to the backend; after that the backend's is read.
 */
export function TakeawayCounter({ data }: { data: TerminalData }) {
  const { heads, keep } = useOrderHeads();
  const orders = data.tables.filter((table) => table.pseudo);
  const table = orders.find((row) => row.code === data.tableNo);
  // An order started in another tab, not yet on the backend, has no head here: its KOT will carry that tab's.
  const [unknown] = useState(newHead);
  const headOf = (code: string): OrderHead => heads[code] ?? data.running.get(code)?.order ?? unknown;
  const start = () => {
    const code = newOrderCode();
    keep(code, newHead());
    data.openTable(code);
  };
  return (
    <div className="row g-3">
      <section className="col-lg-4 d-print-none" aria-labelledby="orders-title">
        <div className="d-flex align-items-center gap-2 mb-2">
          <h2 id="orders-title" className="h5 mb-0 me-auto">
            Orders
          </h2>
          <Button onClick={start}>New order</Button>
        </div>
        {orders.length === 0 ? (
          <p>No open orders.</p>
        ) : (
          <ul className="list-group" aria-label="Open orders">
            {orders.map((row) => {
              const tile = data.tiles.find((entry) => entry.tableNo === row.code);
              const head = headOf(row.code);
              const label = [
                tableWords(row),
                tile ? STATES[tile.state] : '',
                tile && tile.state !== 'free' ? `₹${formatMoney(tile.amount)}` : '',
                head.customerName,
                tile?.waiting ? 'waiting to send' : '',
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <li key={row.code} className="list-group-item p-0">
                  <button
                    type="button"
                    className={`btn w-100 text-start ${row.code === data.tableNo ? 'btn-primary' : 'btn-light'}`}
                    aria-current={row.code === data.tableNo || undefined}
                    onClick={() => data.openTable(row.code)}
                  >
                    {label}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <div className="col-lg-8">
        {table ? (
          <CounterOrderPane
            key={table.code}
            data={data}
            table={table}
            head={headOf(table.code)}
            onHead={(head) => keep(table.code, head)}
          />
        ) : (
          <p className="d-print-none">Start a new order, or choose an open one.</p>
        )}
      </div>
    </div>
  );
}
