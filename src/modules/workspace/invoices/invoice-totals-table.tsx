import Table from 'react-bootstrap/Table';
import { formatMoney, type InvoiceTotals } from './invoice-totals';

interface Props {
  totals: InvoiceTotals;
  currency: string;
  /** The VAT percent as it is to be read, e.g. '10'. */
  vatPercent: string;
}

/** Subtotal, VAT and total of an invoice, right-aligned under its items. */
export function InvoiceTotalsTable({ totals, currency, vatPercent }: Props) {
  return (
    <Table size="sm" borderless className="invoice-totals ms-auto mb-3 w-auto" aria-label="Invoice totals">
      <tbody>
        <tr>
          <th scope="row" className="fw-normal pe-4">
            Subtotal
          </th>
          <td className="text-end">{formatMoney(totals.subtotal, currency)}</td>
        </tr>
        <tr>
          <th scope="row" className="fw-normal pe-4">
            VAT ({vatPercent}%)
          </th>
          <td className="text-end">{formatMoney(totals.vat, currency)}</td>
        </tr>
        <tr className="border-top">
          <th scope="row" className="pe-4">
            Total
          </th>
          <td className="text-end fw-bold">{formatMoney(totals.total, currency)}</td>
        </tr>
      </tbody>
    </Table>
  );
}
