import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useSingleFlight } from '../panel/use-single-flight';
import type { GroupSummary } from './domain/groups-types';
import { useCheckInGroup, useGroups } from './groups-api';

const GROUP_COLUMNS: TableColumn<GroupSummary>[] = [
  { label: 'Group', cell: (group) => `${group.name} (${group.groupId})` },
  { label: 'Leader', cell: (group) => group.leaderName },
  { label: 'Rooms', cell: (group) => group.rooms },
  { label: 'Arrival', cell: (group) => formatDate(group.arrival) },
  { label: 'Departure', cell: (group) => formatDate(group.departure) },
];

interface Props {
  today: string;
  allowed: boolean; // the create right on New group
}

/**
 * The groups booked and not yet here, each checked in whole on its arrival date ("Check in the group"): a room not
 * vacant clean refuses the whole group, named, and nothing is checked in.
 */
export function BookedGroups({ today, allowed }: Props) {
  const groups = useGroups();
  const checkIn = useCheckInGroup();
  const attempt = useSaveAttemptKey();
  const { run: once, pending: saving } = useSingleFlight();
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const booked = (groups.data ?? []).filter((group) => group.state === 'BOOKED');
  const run = (groupId: string) =>
    once(
      async () => {
        setFailure('');
        setDone('');
        await checkIn.mutateAsync({ body: groupId, idempotencyKey: attempt.keyFor(groupId) });
        attempt.saved();
        setDone(groupId);
      },
      (error) => setFailure(error.message),
    );
  const actions: TableColumn<GroupSummary> = {
    label: 'Actions',
    headClassName: 'list-actions-head',
    className: 'list-row-actions',
    cell: (group) =>
      group.arrival > today ? (
        <span>{`Arrives ${formatDate(group.arrival)}`}</span>
      ) : (
        allowed && (
          <Button size="sm" disabled={saving} onClick={() => void run(group.groupId)}>
            {`Check in ${group.name}`}
          </Button>
        )
      ),
  };
  return (
    <section aria-labelledby="booked-groups-title" className="mt-4">
      <h2 id="booked-groups-title" className="h5">
        Groups booked
      </h2>
      {groups.error && <LoadFailed message={toApiError(groups.error).message} onRetry={() => void groups.refetch()} />}
      {groups.isPending && <Loading label="Loading the groups…" />}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {done && <Alert variant="success">{`Group ${done} is checked in.`}</Alert>}
      {groups.data && (
        <DataTable
          rows={booked}
          columns={[...GROUP_COLUMNS, actions]}
          rowKey={(group) => group.groupId}
          caption="Groups booked"
          captionPlacement="hidden"
          cards
          empty={<p>No group is booked and waiting to arrive.</p>}
        />
      )}
    </section>
  );
}
