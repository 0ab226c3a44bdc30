import { DataTable, type TableColumn } from '../../../components/data-table';
import { ThermalSheet } from '../../../components/print/thermal-sheet';
import { formatDateTime } from '../../../lib/format/date-format';
import { toPaise, sumPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { rupeesInWords } from '../../../lib/money/money-words';
import type { Bill } from '../domain/bill-types';
import type { BillingRequirements } from '../domain/master-types';
import { changeDue, MODE_NAMES } from '../domain/settlement-rules';
import { BillSummary } from './bill-summary';
import { printedRows, type PrintedRow } from './bill-lines';
import { billRefOf } from './bill-ref';
import { UpiQr } from './upi-qr';

const money = (rupees: number) => formatMoney(toPaise(rupees));

const ITEM_COLUMNS: ReadonlyArray<TableColumn<PrintedRow>> = [
  {
    label: 'Item',
    cell: (row) => (
      <>
        {row.addOn ? `+ ${row.name}` : row.name}
        {row.notes.map((note) => (
          <div key={note}>{note}</div>
        ))}
      </>
    ),
  },
  { label: 'Qty', cell: (row) => row.qty, numeric: true },
  { label: 'Rate', cell: (row) => money(row.rate), numeric: true },
  { label: 'Amount', cell: (row) => money(row.amount), numeric: true },
];

const ORDER_TYPES: Readonly<Record<string, string>> = { TAKEAWAY: 'Take-away', DELIVERY: 'Delivery' };

/** A counter order's head on the bill: its token and kind, the customer and (a delivery) the address. */
function CounterOrder({ bill }: { bill: Bill }) {
  const order = bill.order;
  const kind = order ? (ORDER_TYPES[order.orderType] ?? order.orderType) : '';
  return (
    <>
      {bill.token !== undefined && <p className="thermal-token">Token {bill.token}</p>}
      {kind && <p className="thermal-center">{kind}</p>}
      {order?.customerName && (
        <p>
          {order.customerName}
          {order.phone ? ` · ${order.phone}` : ''}
        </p>
      )}
      {order?.address && order.orderType === 'DELIVERY' && <p>Deliver to {order.address}</p>}
    </>
  );
}

/**
 * The slip itself: outlet, GSTIN, number, table, lines, figures with the tax breakup, the settlement or the UPI QR;
 * REPRINT on copies. `party`: printed instead of the table, waiter and covers (a bill with no table: an online order's
 * number and customer).
 */
export function BillPaper({
  bill,
  requirements,
  company,
  party,
}: {
  bill: Bill;
  requirements: BillingRequirements;
  company: string;
  party?: string;
}) {
  const outlet = requirements.outlets.find((row) => row.code === bill.outlet);
  const waiter = requirements.waiters.find((row) => row.code === bill.waiter)?.name ?? bill.waiter;
  const nc = requirements.ncDepartments.find((row) => row.code === bill.ncDepartment)?.name ?? bill.ncDepartment;
  const paid = sumPaise(bill.tenders.map((tender) => toPaise(tender.amount)));
  const change = changeDue(bill.tenders);
  const showQr = bill.status === 'UNSETTLED' && bill.total > 0 && requirements.upi.vpa !== '';
  return (
    <ThermalSheet outlet={bill.outlet}>
      {bill.printCount > 1 && <p className="thermal-mark">REPRINT</p>}
      <h2>{company}</h2>
      <p className="thermal-center">{outlet?.name ?? bill.outlet}</p>
      {requirements.gstin && <p className="thermal-center">GSTIN {requirements.gstin}</p>}
      <h3>{bill.seq ? `Bill ${bill.seq}` : 'Provisional bill: its number follows'}</h3>
      {bill.kind === 'VOID' && <p className="thermal-mark">VOID: {bill.voidReason}</p>}
      {bill.kind === 'NC' && <p className="thermal-center">Non-chargeable: {nc}</p>}
      <p>{formatDateTime(bill.time || bill.dat)}</p>
      {party !== undefined ? (
        <p>{party}</p>
      ) : bill.order || bill.token ? (
        <CounterOrder bill={bill} />
      ) : (
        <p>
          Table {bill.tableNo} · Waiter {waiter} · Covers {bill.covers}
        </p>
      )}
      <DataTable
        rows={printedRows(bill.lines)}
        columns={ITEM_COLUMNS}
        rowKey={(row) => row.key}
        caption="Items"
        captionPlacement="hidden"
        rowHeader={false}
        // The thermal sheet, not Bootstrap's table, gives the slip its looks.
        tableClassName=""
        responsive={false}
      />
      <BillSummary figures={bill} nc={bill.kind === 'NC'} className="" />
      {bill.kind !== 'NC' && bill.total > 0 && <p>{rupeesInWords(toPaise(bill.total))}</p>}
      {bill.tenders.length > 0 && (
        <table>
          <caption className="visually-hidden">Settlement</caption>
          <tbody>
            {bill.tenders.map((tender, index) => (
              <tr key={index}>
                <th scope="row" className="fw-normal">
                  {MODE_NAMES[tender.mode]}
                  {tender.reference ? ` (${tender.reference})` : ''}
                  {tender.tendered !== undefined ? `, handed over ${money(tender.tendered)}` : ''}
                </th>
                <td className="text-end">{money(tender.amount)}</td>
              </tr>
            ))}
            {change > 0 && (
              <tr>
                <th scope="row" className="fw-normal">
                  Change
                </th>
                <td className="text-end">{formatMoney(change)}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
      {bill.status === 'SETTLED' && bill.tenders.length > 0 && (
        <p className="thermal-center">Settled {formatMoney(paid)}</p>
      )}
      {showQr && (
        <>
          <UpiQr
            vpa={requirements.upi.vpa}
            payee={requirements.upi.payee}
            amount={bill.total}
            billRef={billRefOf(bill)}
            size={120}
          />
          <p className="thermal-center">Scan to pay by UPI</p>
        </>
      )}
      <p className="thermal-center">Thank you</p>
    </ThermalSheet>
  );
}
