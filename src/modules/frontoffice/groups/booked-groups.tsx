import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useSingleFlight } from '../panel/use-single-flight';
import { useCheckInGroup, useGroups } from './groups-api';

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
      {groups.data && booked.length === 0 && <p>No group is booked and waiting to arrive.</p>}
      {booked.length > 0 && (
        <div className="table-responsive list-cards">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">Group</th>
                <th scope="col">Leader</th>
                <th scope="col">Rooms</th>
                <th scope="col">Arrival</th>
                <th scope="col">Departure</th>
                <th scope="col" className="list-actions-head">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {booked.map((group) => (
                <tr key={group.groupId}>
                  <th scope="row" data-label="Group">{`${group.name} (${group.groupId})`}</th>
                  <td data-label="Leader">{group.leaderName}</td>
                  <td data-label="Rooms">{group.rooms}</td>
                  <td data-label="Arrival">{formatDate(group.arrival)}</td>
                  <td data-label="Departure">{formatDate(group.departure)}</td>
                  <td className="list-row-actions">
                    {group.arrival > today ? (
                      <span>{`Arrives ${formatDate(group.arrival)}`}</span>
                    ) : (
                      allowed && (
                        <Button size="sm" disabled={saving} onClick={() => void run(group.groupId)}>
                          {`Check in ${group.name}`}
                        </Button>
                      )
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
