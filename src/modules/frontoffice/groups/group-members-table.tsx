import type { ReactNode } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import type { GroupMember } from './domain/groups-types';
import { MEMBER_WORDS, rupees } from './group-words';

interface Props {
  members: readonly GroupMember[];
  caption: string;
  /** A last column per room (a choice, an action), with its header. */
  action?: { header: string; cell: (member: GroupMember) => ReactNode };
}

const MEMBER_COLUMNS: TableColumn<GroupMember>[] = [
  { label: 'Room', cell: (member) => `${member.room}${member.leader ? ' (leader)' : ''}` },
  { label: 'Guest', cell: (member) => member.guestName },
  { label: 'State', cell: (member) => MEMBER_WORDS[member.status] },
  { label: 'Stay', cell: (member) => `${formatDate(member.arrival)} to ${formatDate(member.departure)}` },
  { label: 'Balance', cell: (member) => rupees(member.balance), numeric: true },
  {
    label: 'Owes if leaving today',
    cell: (member) =>
      `${rupees(member.due)}${member.nightsDue > 0 ? ` (with ${member.nightsDue} night${member.nightsDue === 1 ? '' : 's'} to charge)` : ''}`,
    numeric: true,
  },
];

/**
 * The group's rooms: the leader first, each with its guest, state, dates, folio balance and what it owes if it leaves
 * today.
 */
export function GroupMembersTable({ members, caption, action }: Props) {
  return (
    <DataTable
      rows={members}
      columns={action ? [...MEMBER_COLUMNS, { label: action.header, cell: action.cell }] : MEMBER_COLUMNS}
      rowKey={(member) => member.stayNo || member.reservationId}
      caption={caption}
      cards
    />
  );
}
