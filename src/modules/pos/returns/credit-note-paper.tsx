import { DataTable, type TableColumn } from '../../../components/data-table';
import { ThermalSheet } from '../../../components/print/thermal-sheet';
import { formatDateTime } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import type { SaleReturnAnswer, SaleReturnLine } from './domain/returns-types';
import { rupees } from './money';

const GOODS: ReadonlyArray<TableColumn<SaleReturnLine>> = [
  { label: 'Item', cell: (line) => line.itemName },
  { label: 'Qty', cell: (line) => formatQuantity(line.qty), numeric: true },
  { label: 'Rate', cell: (line) => rupees(line.rate), numeric: true },
  { label: 'Amount', cell: (line) => rupees(line.amount), numeric: true },
];

/**
 * The return's credit note on the thermal roll (the restaurant bill's slip): the bill it is against, the goods, each
 * tax as charged, the refund and how it was paid; REPRINT on copies.
 */
export function CreditNotePaper({ value, company }: { value: SaleReturnAnswer; company: string }) {
  const { header, lines, taxes } = value;
  const rows: Array<[string, number]> = [
    ['Goods', header.amount],
    ...(header.discount !== 0 ? [['Less discount', -header.discount] as [string, number]] : []),
    ...(header.serviceCharge !== 0 ? [['Service charge', header.serviceCharge] as [string, number]] : []),
    ...taxes.map(
      (tax) => [`${tax.component} ${tax.percent}% on ${rupees(tax.taxable)}`, tax.amount] as [string, number],
    ),
    ...(header.roundOff !== 0 ? [['Round-off', header.roundOff] as [string, number]] : []),
  ];
  return (
    <ThermalSheet>
      {header.printCount > 1 && <p className="thermal-mark">REPRINT</p>}
      <h2>{company}</h2>
      <h3>Credit note {header.seq}</h3>
      <p className="thermal-center">Sale return against bill {header.billSeq}</p>
      <p>{formatDateTime(header.time || header.dat)}</p>
      {header.customerName && <p>Customer: {header.customerName}</p>}
      <p>Reason: {header.reason}</p>
      <DataTable
        rows={lines}
        columns={GOODS}
        rowKey={(line) => line.sno}
        caption="Goods returned"
        captionPlacement="hidden"
        rowHeader={false}
        // The thermal sheet, not Bootstrap's table, gives the slip its looks.
        tableClassName=""
        responsive={false}
      />
      <table>
        <caption className="visually-hidden">Refund</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="fw-normal">
                {label}
              </th>
              <td className="text-end">{rupees(value)}</td>
            </tr>
          ))}
          <tr className="thermal-total">
            <th scope="row">Refund</th>
            <td className="text-end">{rupees(header.total)}</td>
          </tr>
        </tbody>
      </table>
      <p className="thermal-center">
        {header.refundMode === 'CASH' ? 'Refunded in cash' : `Credited to ${header.customerName}’s account`}
      </p>
      <p className="thermal-center">Tax refunded as charged on the bill</p>
    </ThermalSheet>
  );
}
