import { useEffect, useRef } from 'react';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { lineValuePaise } from '../domain/order-totals';
import type { OrderAnswer } from '../domain/order-types';
import { useCountPrint } from './order-api';
import { orderStatus } from './order-status';
import { DocumentPrintFrame } from '../../../components/print/document-print';

/** A sale order on A4: the company, customer, items, taxes, totals, advance and terms; the print is counted once. */
export function OrderPrint({ order, onClose }: { order: OrderAnswer; onClose: () => void }) {
  const { mutate: countPrint } = useCountPrint();
  const counted = useRef(false);
  const { header } = order;
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    countPrint(header.recordId);
  }, [countPrint, header.recordId]);
  return (
    <DocumentPrintFrame title={<>Sale order {header.seq}</>} onClose={onClose} maxWidth="52rem">
      <p className="mb-2">
        {formatDate(header.dat)} · {orderStatus(header.pos, header.closed)}
        {header.quotationno ? ` · against quotation ${header.quotationno}` : ''}
        {header.reference ? ` · your reference ${header.reference}` : ''}
      </p>
      <p>
        <strong>{header.partyName}</strong>
        <br />
        {[header.addr, header.city].filter(Boolean).join(', ')}
        {header.mobile ? ` · ${header.mobile}` : ''}
      </p>
      <table className="table table-sm">
        <caption className="caption-top">Items</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Item</th>
            <th scope="col" className="text-end">
              Quantity
            </th>
            <th scope="col" className="text-end">
              Rate (₹)
            </th>
            <th scope="col" className="text-end">
              Discount %
            </th>
            <th scope="col" className="text-end">
              Value (₹)
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.sno}>
              <td>{line.sno}</td>
              <td>
                {line.itemName}
                {line.itemDescription ? ` — ${line.itemDescription}` : ''}
              </td>
              <td className="text-end">{formatQuantity(line.qty, line.um)}</td>
              <td className="text-end">{formatMoney(toPaise(line.rat))}</td>
              <td className="text-end">{line.discPer}</td>
              <td className="text-end">{formatMoney(lineValuePaise(line.qty, line.rat, line.discPer))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ms-auto" style={{ maxWidth: '20rem' }}>
        <div className="d-flex justify-content-between">
          <dt className="fw-normal">Base amount</dt>
          <dd className="mb-0">{formatMoney(toPaise(header.baseamt))}</dd>
        </div>
        {order.taxes.map((tax) => (
          <div key={tax.sno} className="d-flex justify-content-between">
            <dt className="fw-normal">{`${tax.taxcode} ${tax.taxper}%`}</dt>
            <dd className="mb-0">{formatMoney(toPaise(tax.taxvalue))}</dd>
          </div>
        ))}
        <div className="d-flex justify-content-between border-top">
          <dt>Total</dt>
          <dd className="mb-0 fw-semibold">{formatMoney(toPaise(header.totalAmt))}</dd>
        </div>
        {header.advance > 0 && (
          <div className="d-flex justify-content-between">
            <dt className="fw-normal">Advance received</dt>
            <dd className="mb-0">{formatMoney(toPaise(header.advance))}</dd>
          </div>
        )}
      </dl>
      {order.terms.length > 0 && (
        <>
          <h2 className="h6">Terms</h2>
          <ol>
            {order.terms.map((term) => (
              <li key={term.sno}>{term.term}</li>
            ))}
          </ol>
        </>
      )}
    </DocumentPrintFrame>
  );
}
