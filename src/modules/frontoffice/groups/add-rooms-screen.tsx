import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useSingleFlight } from '../panel/use-single-flight';
import { roomLineErrors, type GroupErrors } from './domain/group-input';
import type { GroupDetail, GroupMode, GroupRequirements } from './domain/groups-types';
import { GroupFormFrame } from './group-form-frame';
import { emptyLine, lineOf, type RoomLineValues } from './group-form-values';
import { GroupMembersTable } from './group-members-table';
import { GroupScreen } from './group-screen';
import { useAddGroupRooms, useGroupRequirements } from './groups-api';
import { RoomLinesEditor } from './room-lines-editor';

/** More rooms for the group: booked with it, or checked in now (from its arrival date on), all or none. */
function AddRoomsForm({ group, requirements }: { group: GroupDetail; requirements: GroupRequirements }) {
  const { today } = requirements;
  const arrived = group.group.arrival <= today;
  const [mode, setMode] = useState<GroupMode>(arrived && group.state === 'IN_HOUSE' ? 'CHECK_IN' : 'BOOK');
  const [lines, setLines] = useState<RoomLineValues[]>([emptyLine()]);
  const [errors, setErrors] = useState<GroupErrors>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);
  const attempt = useSaveAttemptKey();
  const { run, pending } = useSingleFlight();
  const add = useAddGroupRooms();
  const now = mode === 'CHECK_IN';
  const rooms = requirements.rooms.filter((room) => (now ? room.status === 'VACANT' : room.status !== 'OUT_OF_ORDER'));
  const save = () => {
    const sent = lines.map(lineOf);
    const arrival = group.group.arrival > today ? group.group.arrival : today;
    const found = roomLineErrors(
      sent,
      {
        today,
        rooms: new Map(rooms.map((room) => [room.roomNo, room])),
        mealPlans: new Set(requirements.mealPlans.map((plan) => plan.code)),
      },
      arrival,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = { header: { groupId: group.group.groupId, mode }, lines: sent };
    void run(
      async () => {
        setFailure('');
        await add.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        setDirty(false);
        setLines([emptyLine()]);
        setDone(
          `${sent.length === 1 ? `Room ${sent[0]!.room} is` : `Rooms ${sent.map((line) => line.room).join(', ')} are`} ${now ? 'checked in' : 'booked'} with the group.`,
        );
      },
      (error) => setFailure(error.message),
    );
  };
  return (
    <GroupFormFrame
      label="Add rooms to the group"
      onSave={save}
      leave={leave}
      errors={errors}
      failure={failure}
      done={done}
    >
      <fieldset className="mb-3">
        <legend className="h6">How the rooms come in</legend>
        <Form.Check
          type="radio"
          id="group-add-book"
          name="group-add-mode"
          label="Book with the group"
          checked={!now}
          onChange={() => setMode('BOOK')}
        />
        <Form.Check
          type="radio"
          id="group-add-now"
          name="group-add-mode"
          label="Check in now"
          checked={now}
          disabled={!arrived}
          onChange={() => setMode('CHECK_IN')}
        />
      </fieldset>
      <RoomLinesEditor
        lines={lines}
        onChange={(next) => {
          setLines(next);
          setDirty(true);
          setDone('');
        }}
        errors={errors}
        rooms={rooms}
        mealPlans={requirements.mealPlans}
        leaderFirst={false}
      />
      <div>
        <Button type="submit" disabled={pending}>
          {now ? 'Check the rooms in' : 'Book the rooms'}
        </Button>
      </div>
    </GroupFormFrame>
  );
}

/** Add rooms (/frontoffice/fo-group-add-rooms): more rooms for a booked or in-house group. */
export function AddRoomsScreen() {
  const requirements = useGroupRequirements('groupAddRooms');
  const allowed = useScreenPermission()('create');
  return (
    <GroupScreen title="Add rooms" states={['BOOKED', 'IN_HOUSE']}>
      {(group) => (
        <>
          <GroupMembersTable members={group.members} caption="The group's rooms" />
          {requirements.error && (
            <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
          )}
          {requirements.isPending && <Loading label="Loading the rooms and meal plans…" />}
          {requirements.data && allowed && (
            <AddRoomsForm key={group.group.groupId} group={group} requirements={requirements.data} />
          )}
        </>
      )}
    </GroupScreen>
  );
}
