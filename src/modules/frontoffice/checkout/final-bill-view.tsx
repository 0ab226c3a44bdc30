import { formatDate } from '../../../lib/format/date-format';
import { formatMoney } from '../../../lib/money/money-format';
import { BillTable } from './bill-table';
import type { FinalBillDocument } from './domain/checkout-types';
import { finalBillSections, type MoneyRow } from './domain/final-bill';
import './final-bill.scss';

const money = formatMoney;
const percent = (value: number) => `${value}%`;
const KIND_WORDS: Record<string, string> = {
  ADVANCE: 'Advance',
  PAYMENT: 'Payment',
  ALLOWANCE: 'Allowance',
  TRANSFER: 'Moved to another folio',
  REFUND: 'Refund',
};

/**
 * The final bill (a GST tax invoice) of a stay: the hotel and the guest, nights, charges, restaurant bills, GST per
 * rate, money received.
 */
export function FinalBillView({ document }: { document: FinalBillDocument }) {
  const { bill, folio, hotel, company } = document;
  const { stay } = folio;
  const sections = finalBillSections(folio.lines, document.sacOfHead);
  const rooms = [...new Set([...stay.rooms.map((row) => row.room), stay.room])].join(', ');
  const facts: Array<readonly [string, string]> = [
    ['Bill number', bill.billNo],
    ['Bill date', formatDate(bill.dat)],
    ['Guest', stay.guest.name],
    ['Stay', stay.stayNo],
    ['Room', rooms],
    ['Arrival', formatDate(stay.arrival)],
    ['Departure', formatDate(document.departure)],
    ['Nights', String(sections.nights.length)],
  ];
  const received: MoneyRow[] = [
    ...sections.advances,
    ...sections.payments,
    ...sections.allowances,
    ...sections.transfersOut,
  ];
  const receivedRows = [
    ...received.map(
      (row) =>
        [
          formatDate(row.dat),
          KIND_WORDS[row.kind] ?? row.kind,
          row.mode,
          row.description || row.reference,
          money(row.amount),
        ] as const,
    ),
    ...sections.refunds.map(
      (row) => [formatDate(row.dat), 'Refund', row.mode, row.description || row.reference, money(-row.amount)] as const,
    ),
  ];
  const companyPart = sections.company.reduce((sum, row) => sum + row.amount, 0);
  return (
    <article aria-labelledby="final-bill-title" className="fo-checkout-sheet">
      <header className="mb-3">
        <p className="h5 mb-0">{hotel.name}</p>
        <p className="mb-0 small">{hotel.address}</p>
        <p className="mb-0 small">GSTIN {hotel.gstin}</p>
      </header>
      <h2 id="final-bill-title" className="h5">
        {`Tax invoice — final bill ${bill.billNo}`}
      </h2>
      <dl className="row small mb-2">
        {facts.map(([label, value]) => (
          <div key={label} className="col-6 col-md-4 col-lg-3 d-flex gap-2">
            <dt>{label}</dt>
            <dd className="mb-1">{value}</dd>
          </div>
        ))}
      </dl>
      {company && (
        <p className="small">
          <strong>Billed to </strong>
          {`${company.name} (${company.code})${company.address ? `, ${company.address}` : ''}${company.gstin ? `, GSTIN ${company.gstin}` : ''}`}
        </p>
      )}
      <BillTable
        caption="Room nights"
        headers={['Night', 'Room', 'SAC', 'GST', 'Taxable', 'CGST', 'SGST', 'Amount']}
        amountsFrom={3}
        rows={sections.nights.map((row) => [
          formatDate(row.night),
          row.room,
          row.sac,
          percent(row.percent),
          money(row.amount),
          money(row.cgst),
          money(row.sgst),
          money(row.total),
        ])}
      />
      <BillTable
        caption="Posted charges"
        headers={['Charge', 'SAC', 'Count', 'GST', 'Taxable', 'CGST', 'SGST', 'Amount']}
        amountsFrom={2}
        rows={sections.charges.map((row) => [
          row.name,
          row.sac,
          String(row.count),
          percent(row.percent),
          money(row.amount),
          money(row.cgst),
          money(row.sgst),
          money(row.total),
        ])}
      />
      <BillTable
        caption="Restaurant bills (GST charged on each bill)"
        headers={['Bill', 'Outlet', 'Date', 'Amount']}
        amountsFrom={3}
        rows={sections.restaurant.map((row) => [row.billNo, row.outlet, formatDate(row.dat), money(row.total)])}
      />
      <BillTable
        caption="Moved from other folios"
        headers={['Date', 'From', 'Detail', 'Amount']}
        amountsFrom={3}
        rows={sections.transfersIn.map((row) => [
          formatDate(row.dat),
          row.reference,
          row.description,
          money(row.amount),
        ])}
      />
      <BillTable
        caption="GST summary"
        headers={['Rate', 'Taxable', 'CGST rate', 'CGST', 'SGST rate', 'SGST']}
        amountsFrom={1}
        rows={sections.taxes.map((row) => [
          percent(row.percent),
          money(row.taxable),
          percent(row.percent / 2),
          money(row.cgst),
          percent(row.percent / 2),
          money(row.sgst),
        ])}
        foot={['Total', money(sections.taxable), '', money(sections.cgst), '', money(sections.sgst)]}
      />
      <BillTable
        caption="Advances and payments"
        headers={['Date', 'Kind', 'Mode', 'Detail', 'Amount']}
        amountsFrom={4}
        rows={receivedRows}
      />
      <dl className="final-bill-totals ms-auto" style={{ maxWidth: '22rem' }}>
        {(
          [
            ['Total of the bill', money(sections.total)],
            ['Advances and payments', money(sections.settled - companyPart)],
            ...(companyPart ? [[`Billed to ${company?.name ?? 'the company'}`, money(companyPart)] as const] : []),
            ['Balance', sections.balance === 0 ? 'Nil' : money(sections.balance)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="d-flex justify-content-between gap-3 border-bottom">
            <dt>{label}</dt>
            <dd className="mb-0 text-end">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
