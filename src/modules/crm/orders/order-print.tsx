import { useEffect, useRef } from 'react';
import { DocumentPrintFrame } from '../../../components/print/document-print';
import { PrintItemsTable, type PrintColumn } from '../../../kits/trade-documents/print-items-table';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { lineValuePaise } from '../domain/order-totals';
import type { OrderAnswer, OrderLine } from '../domain/order-types';
import { useCountPrint } from './order-api';
import { orderStatus } from './order-status';

const COLUMNS: PrintColumn<OrderLine>[] = [
  { label: '#', cell: (line) => line.sno },
  { label: 'Item', cell: (line) => `${line.itemName}${line.itemDescription ? ` — ${line.itemDescription}` : ''}` },
  { label: 'Quantity', cell: (line) => formatQuantity(line.qty, line.um), numeric: true },
  { label: 'Rate (₹)', cell: (line) => formatMoney(toPaise(line.rat)), numeric: true },
  { label: 'Discount %', cell: (line) => line.discPer, numeric: true },
  { label: 'Value (₹)', cell: (line) => formatMoney(lineValuePaise(line.qty, line.rat, line.discPer)), numeric: true },
];

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
      <PrintItemsTable
        lines={order.lines}
        lineKey={(line) => line.sno}
        caption="Items"
        captionClassName="caption-top"
        columns={COLUMNS}
      />
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
