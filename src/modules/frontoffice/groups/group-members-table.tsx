import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format/date-format';
import type { GroupMember } from './domain/groups-types';
import { MEMBER_WORDS, rupees } from './group-words';

interface Props {
  members: readonly GroupMember[];
  caption: string;
  /** A last column per room (a choice, an action), with its header. */
  action?: { header: string; cell: (member: GroupMember) => ReactNode };
}

/**
 * The group's rooms: the leader first, each with its guest, state, dates, folio balance and what it owes if it leaves
 * today.
 */
export function GroupMembersTable({ members, caption, action }: Props) {
  return (
    <div className="table-responsive list-cards">
      <table className="table table-sm align-middle">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Room</th>
            <th scope="col">Guest</th>
            <th scope="col">State</th>
            <th scope="col">Stay</th>
            <th scope="col" className="text-end">
              Balance
            </th>
            <th scope="col" className="text-end">
              Owes if leaving today
            </th>
            {action && <th scope="col">{action.header}</th>}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.stayNo || member.reservationId}>
              <th scope="row" data-label="Room">
                {member.room}
                {member.leader ? ' (leader)' : ''}
              </th>
              <td data-label="Guest">{member.guestName}</td>
              <td data-label="State">{MEMBER_WORDS[member.status]}</td>
              <td data-label="Stay">{`${formatDate(member.arrival)} to ${formatDate(member.departure)}`}</td>
              <td data-label="Balance" className="text-end">
                {rupees(member.balance)}
              </td>
              <td data-label="Owes if leaving today" className="text-end">
                {rupees(member.due)}
                {member.nightsDue > 0
                  ? ` (with ${member.nightsDue} night${member.nightsDue === 1 ? '' : 's'} to charge)`
                  : ''}
              </td>
              {action && <td data-label={action.header}>{action.cell(member)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
