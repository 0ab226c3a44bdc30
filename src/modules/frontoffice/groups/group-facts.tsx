import { formatDate } from '../../../lib/format/date-format';
import type { GroupDetail } from './domain/groups-types';
import { STATE_WORDS } from './group-words';

/** The group's particulars as a definition list. */
export function GroupFacts({ group }: { group: GroupDetail }) {
  const { group: row } = group;
  const facts: [string, string][] = [
    ['Group', `${row.name} (${row.groupId})`],
    ['State', STATE_WORDS[group.state]],
    ['Leader', group.leaderName || 'none'],
    ['Stay', `${formatDate(row.arrival)} to ${formatDate(row.departure)}`],
    ['Billed to', row.billTo ? `${group.billToName || row.billTo} (${row.billTo})` : 'The leader pays'],
    ...(row.remarks ? [['Remarks', row.remarks] as [string, string]] : []),
  ];
  return (
    <dl className="voucher-facts mb-3">
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
