import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { PricedBill } from '../domain/priced-bill';

const money = (rupees: number) => formatMoney(toPaise(rupees));

/**
 * A bill's figures as rows: subtotal, discount, service charge, each tax component apart, round-off, total (and an NC
 * bill's value).
 */
export function BillSummary({
  figures,
  nc = false,
  caption = 'Bill figures',
  className = 'table table-sm mb-2',
}: {
  figures: PricedBill;
  nc?: boolean;
  caption?: string;
  className?: string;
}) {
  const rows: Array<[string, number]> = [['Subtotal', figures.subTotal]];
  if (figures.offerDiscount && figures.offer)
    rows.push([`Offer ${figures.offer.code} (${figures.offer.name})`, -figures.offerDiscount]);
  if (figures.discount !== 0) rows.push([`Discount (${figures.discountPercent}%)`, -figures.discount]);
  if (figures.serviceChargePercent > 0)
    rows.push([`Service charge (${figures.serviceChargePercent}%)`, figures.serviceCharge]);
  for (const tax of figures.taxes) rows.push([`${tax.component} ${tax.percent}% on ${money(tax.taxable)}`, tax.amount]);
  rows.push(['Round-off', figures.roundOff]);
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row" className="fw-normal">
              {label}
            </th>
            <td className="text-end">{money(amount)}</td>
          </tr>
        ))}
        {nc && (
          <tr>
            <th scope="row" className="fw-normal">
              Value (non-chargeable)
            </th>
            <td className="text-end">{money(figures.value)}</td>
          </tr>
        )}
        <tr className="fw-bold">
          <th scope="row">Total</th>
          <td className="text-end">{money(figures.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
