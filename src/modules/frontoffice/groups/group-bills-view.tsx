import { Link } from 'react-router-dom';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { useFoHref } from '../panel/use-fo-href';
import type { GroupBill } from './domain/groups-types';
import { MODE_WORDS, rupees } from './group-words';

/**
 * What a group check-out did: each room's final bill and how it was settled (or moved to the leader's folio); the
 * one group bill with each room's part. Every final bill prints from Check-out (with its GST breakup).
 */
export function GroupBillsView({ bills, title }: { bills: readonly GroupBill[]; title: string }) {
  const href = useFoHref();
  const groupBill = bills.find((bill) => bill.parts.length > 0);
  return (
    <section aria-labelledby="group-bills-title" className="mb-3">
      <h2 id="group-bills-title" className="h5">
        {title}
      </h2>
      <div className="table-responsive list-cards">
        <table className="table table-sm align-middle">
          <caption className="caption-top">Rooms checked out</caption>
          <thead>
            <tr>
              <th scope="col">Room</th>
              <th scope="col">Guest</th>
              <th scope="col">Final bill</th>
              <th scope="col">Settled</th>
              <th scope="col" className="text-end">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {bills.map((bill) => (
              <tr key={bill.stayNo}>
                <th scope="row" data-label="Room">
                  {bill.room}
                </th>
                <td data-label="Guest">{bill.guestName}</td>
                <td data-label="Final bill">
                  <Link to={href(FRONT_OFFICE.checkOut, { bill: bill.stayNo })}>{bill.billNo}</Link>
                </td>
                <td data-label="Settled">
                  {bill.movedToLeader
                    ? "Moved to the leader's folio"
                    : bill.mode
                      ? MODE_WORDS[bill.mode]
                      : 'Nothing to settle'}
                </td>
                <td data-label="Amount" className="text-end">
                  {rupees(bill.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {groupBill && (
        <div className="table-responsive list-cards">
          <table className="table table-sm align-middle">
            <caption className="caption-top">{`One bill for the group: ${groupBill.billNo}, each room's part`}</caption>
            <thead>
              <tr>
                <th scope="col">Room</th>
                <th scope="col">Guest</th>
                <th scope="col" className="text-end">
                  Part
                </th>
              </tr>
            </thead>
            <tbody>
              {groupBill.parts.map((part) => (
                <tr key={part.stayNo}>
                  <th scope="row" data-label="Room">
                    {part.room}
                  </th>
                  <td data-label="Guest">{part.guestName}</td>
                  <td data-label="Part" className="text-end">
                    {rupees(part.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {`Total ${groupBill.mode ? `(${MODE_WORDS[groupBill.mode].toLowerCase()})` : ''}`}
                </th>
                <td className="text-end">{rupees(groupBill.amount)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
