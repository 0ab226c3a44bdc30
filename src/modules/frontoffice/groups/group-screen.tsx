import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import type { GroupDetail, GroupState } from './domain/groups-types';
import { useGroup, useGroups } from './groups-api';
import { GroupPicker } from './group-picker';
import { GroupFacts } from './group-facts';
import { useChosenGroup } from './use-chosen-group';

interface Props {
  title: string;
  /** The groups this operation applies to. */
  states: readonly GroupState[];
  children: (group: GroupDetail) => ReactNode;
}

/**
 * The frame of every group operation after New group: its heading, the group from `?group=` or a labelled picker,
 * the group's facts, then the operation. A group asked for that the operation does not apply to says so.
 */
export function GroupScreen({ title, states, children }: Props) {
  const { groupId, choose } = useChosenGroup();
  const groups = useGroups();
  const group = useGroup(groupId);
  const detail = group.data && states.includes(group.data.state) ? group.data : undefined;
  return (
    <section aria-labelledby="fo-group-title" className="p-2 p-md-3">
      <h1 id="fo-group-title" className="h4">
        {title}
        {detail ? ` — ${detail.group.name}` : ''}
      </h1>
      {groups.error && <LoadFailed message={toApiError(groups.error).message} onRetry={() => void groups.refetch()} />}
      {groups.isPending && <Loading label="Loading the groups…" />}
      {groups.data && <GroupPicker groups={groups.data} value={groupId} onChange={choose} states={states} />}
      {groupId && group.error && (
        <LoadFailed message={toApiError(group.error).message} onRetry={() => void group.refetch()} />
      )}
      {groupId && group.isPending && <Loading label="Loading the group…" />}
      {groupId && group.data === null && <Alert variant="warning">{`There is no group ${groupId}.`}</Alert>}
      {group.data && !detail && (
        <Alert variant="warning">{`Group ${group.data.group.name} is ${group.data.state === 'CLOSED' ? 'closed' : group.data.state === 'BOOKED' ? 'booked, not checked in yet' : 'in house'}: this operation does not apply to it.`}</Alert>
      )}
      {detail && (
        <>
          <GroupFacts group={detail} />
          {children(detail)}
        </>
      )}
    </section>
  );
}
