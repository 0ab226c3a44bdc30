import { formatMoney } from '../../../../lib/money/money-format';
import type { Paise } from '../../../../lib/money/money';
import type { InvoiceFigures } from '../domain/invoice-figures';

/**
 * The invoice's figures: base, discount, each tax component at its rate, total, the advances adjusted and what is left
 * to receive.
 */
export function SaleTotals({
  figures,
  advancePaise,
}: {
  figures: Pick<InvoiceFigures, 'base' | 'discount' | 'taxable' | 'taxes' | 'total'>;
  advancePaise: Paise;
}) {
  const rows: Array<[string, Paise]> = [
    ['Value', figures.base],
    ['Discount', -figures.discount],
    ['Taxable value', figures.taxable],
    ...figures.taxes.map((tax): [string, Paise] => [
      `${tax.component} ${tax.percent}% on ${formatMoney(tax.taxable)}`,
      tax.amount,
    ]),
    ['Invoice total', figures.total],
    ['Advance adjusted', -advancePaise],
    ['To receive', figures.total - advancePaise],
  ];
  return (
    <table className="table table-sm w-auto ms-auto">
      <caption className="visually-hidden">Invoice figures</caption>
      <tbody>
        {rows.map(([label, paise]) => (
          <tr key={label} className={label === 'Invoice total' || label === 'To receive' ? 'fw-semibold' : undefined}>
            <th scope="row" className="fw-normal">
              {label}
            </th>
            <td className="text-end">{formatMoney(paise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
