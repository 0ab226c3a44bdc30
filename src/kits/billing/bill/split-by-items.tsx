import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { OrderLine } from '../domain/order-types';

interface Props {
  lines: readonly OrderLine[];
  count: number;
  shares: Readonly<Record<string, readonly string[]>>;
  problems: readonly string[];
  onCount: (count: number) => void;
  onShare: (lineId: string, bill: number, text: string) => void;
}

/** Split by items: each line's quantity shared over bills 1, 2, 3...; every problem shown at once below. */
export function SplitByItems({ lines, count, shares, problems, onCount, onShare }: Props) {
  const bills = Array.from({ length: count }, (_, bill) => bill);
  return (
    <section aria-labelledby="bill-split-title" className="mb-3">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h3 id="bill-split-title" className="h6 mb-0 me-auto">
          Split by items into {count} bills
        </h3>
        <Button size="sm" variant="outline-secondary" onClick={() => onCount(count + 1)} disabled={count >= 8}>
          Add a bill
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => onCount(count - 1)} disabled={count <= 2}>
          Remove the last bill
        </Button>
      </div>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">Quantity of each item on each bill</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="text-end">
                Ordered
              </th>
              {bills.map((bill) => (
                <th key={bill} scope="col">
                  Bill {bill + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.lineId}>
                <th scope="row" className="fw-normal">
                  {line.itemName}
                </th>
                <td className="text-end">{line.qty}</td>
                {bills.map((bill) => (
                  <td key={bill}>
                    <Form.Control
                      size="sm"
                      inputMode="decimal"
                      aria-label={`${line.itemName} on bill ${bill + 1}`}
                      value={shares[line.lineId]?.[bill] ?? ''}
                      onChange={(event) => onShare(line.lineId, bill, event.target.value)}
                      style={{ maxWidth: '6rem' }}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problems.length > 0 && (
        <ul className="text-danger small" aria-label="Split problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
