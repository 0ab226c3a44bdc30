import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { formatQuantity } from '../requests/request-format';
import type { ReturnAnswer } from './return-types';
import { DocumentPrintFrame } from '../../../components/print/document-print';

/**
 * The printable return (a debit note to the supplier): company, number, receipt, lines, taxes and total; prints once
 * shown.
 */
export function ReturnPrintView({ answer, onClose }: { answer: ReturnAnswer; onClose: () => void }) {
  const { header, lines, taxes } = answer;
  const facts: Array<[string, string]> = [
    ['Date', formatDate(header.dat)],
    ['Supplier', `${header.vendorname} (${header.vendorid})`],
    ['Goods receipt', header.branchId],
    ['Supplier invoice', header.webid],
  ];
  return (
    <DocumentPrintFrame title={<>Purchase return {header.seq}</>} onClose={onClose}>
      <dl className="row small">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 d-flex gap-2">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table className="table table-sm">
        <caption className="visually-hidden">Goods returned</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Item</th>
            <th scope="col">Lot (GIN)</th>
            <th scope="col">Batch</th>
            <th scope="col" className="text-end">
              Quantity
            </th>
            <th scope="col" className="text-end">
              Rate
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sno}>
              <td>{line.sno}</td>
              <td>{line.itemName}</td>
              <td>{line.branchId}</td>
              <td>{line.batchno}</td>
              <td className="text-end">{`${formatQuantity(line.qty)} ${line.um}`}</td>
              <td className="text-end">{formatMoney(toPaise(line.rat))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="small" style={{ maxWidth: '24rem' }}>
        {[
          ['Base', header.baseamt] as const,
          ...taxes.map((tax) => [`${tax.taxcode} @ ${tax.taxper}%`, tax.taxvalue] as const),
          ['Total', header.totalAmt] as const,
        ].map(([label, value]) => (
          <div key={label} className="d-flex justify-content-between">
            <dt>{label}</dt>
            <dd className="mb-0">{formatMoney(toPaise(value))}</dd>
          </div>
        ))}
      </dl>
    </DocumentPrintFrame>
  );
}
