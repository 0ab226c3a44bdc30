import { Link } from 'react-router-dom';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { useFoHref } from '../panel/use-fo-href';
import type { GroupBill } from './domain/groups-types';
import { MODE_WORDS, rupees } from './group-words';

type Part = GroupBill['parts'][number];

const PART_COLUMNS: TableColumn<Part>[] = [
  { label: 'Room', cell: (part) => part.room },
  { label: 'Guest', cell: (part) => part.guestName },
  { label: 'Part', cell: (part) => rupees(part.amount), numeric: true },
];

/**
 * What a group check-out did: each room's final bill and how it was settled (or moved to the leader's folio); the
 * one group bill with each room's part. Every final bill prints from Check-out (with its GST breakup).
 */
export function GroupBillsView({ bills, title }: { bills: readonly GroupBill[]; title: string }) {
  const href = useFoHref();
  const groupBill = bills.find((bill) => bill.parts.length > 0);
  const billColumns: TableColumn<GroupBill>[] = [
    { label: 'Room', cell: (bill) => bill.room },
    { label: 'Guest', cell: (bill) => bill.guestName },
    {
      label: 'Final bill',
      cell: (bill) => <Link to={href(FRONT_OFFICE.checkOut, { bill: bill.stayNo })}>{bill.billNo}</Link>,
    },
    {
      label: 'Settled',
      cell: (bill) =>
        bill.movedToLeader ? "Moved to the leader's folio" : bill.mode ? MODE_WORDS[bill.mode] : 'Nothing to settle',
    },
    { label: 'Amount', cell: (bill) => rupees(bill.amount), numeric: true },
  ];
  return (
    <section aria-labelledby="group-bills-title" className="mb-3">
      <h2 id="group-bills-title" className="h5">
        {title}
      </h2>
      <DataTable rows={bills} columns={billColumns} rowKey={(bill) => bill.stayNo} caption="Rooms checked out" cards />
      {groupBill && (
        <DataTable
          rows={groupBill.parts}
          columns={PART_COLUMNS}
          rowKey={(part) => part.stayNo}
          caption={`One bill for the group: ${groupBill.billNo}, each room's part`}
          cards
          footer={
            <tr>
              <th scope="row" colSpan={2}>
                {`Total ${groupBill.mode ? `(${MODE_WORDS[groupBill.mode].toLowerCase()})` : ''}`}
              </th>
              <td className="text-end">{rupees(groupBill.amount)}</td>
            </tr>
          }
        />
      )}
    </section>
  );
}
