import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { RadioChoices } from '../../../components/form/radio-choices';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useSingleFlight } from '../panel/use-single-flight';
import type { GroupDetail, GroupRequirements } from './domain/groups-types';
import { GroupFormFrame } from './group-form-frame';
import { addRoomsSchema, problemsOf, roomsFor, type AddRoomsValues } from './group-form-schema';
import { emptyLine, lineOf } from './group-form-values';
import { GroupMembersTable } from './group-members-table';
import { GroupScreen } from './group-screen';
import { useAddGroupRooms, useGroupRequirements } from './groups-api';
import { RoomLinesEditor } from './room-lines-editor';

const EMPTY_LINES = JSON.stringify([emptyLine()]);

/** More rooms for the group: booked with it, or checked in now (from its arrival date on), all or none. */
function AddRoomsForm({ group, requirements }: { group: GroupDetail; requirements: GroupRequirements }) {
  const { today } = requirements;
  const arrived = group.group.arrival <= today;
  const arrival = group.group.arrival > today ? group.group.arrival : today;
  const form = useForm<AddRoomsValues>({
    resolver: zodResolver(addRoomsSchema(requirements, arrival)),
    defaultValues: { mode: arrived && group.state === 'IN_HOUSE' ? 'CHECK_IN' : 'BOOK', lines: [emptyLine()] },
  });
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [mode, lines] = useWatch({ control: form.control, name: ['mode', 'lines'] });
  // Only the rooms typed ask before leaving, not the way they come in.
  const typed = JSON.stringify(lines) !== EMPTY_LINES;
  const leave = useLeaveGuard(typed);
  const attempt = useSaveAttemptKey();
  const { run, pending } = useSingleFlight();
  const add = useAddGroupRooms();
  const now = mode === 'CHECK_IN';
  const save = form.handleSubmit((values) => {
    const sent = values.lines.map(lineOf);
    const body = { header: { groupId: group.group.groupId, mode: values.mode }, lines: sent };
    return run(
      async () => {
        setFailure('');
        await add.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        form.reset({ mode: values.mode, lines: [emptyLine()] });
        setDone(
          `${sent.length === 1 ? `Room ${sent[0]!.room} is` : `Rooms ${sent.map((line) => line.room).join(', ')} are`} ${values.mode === 'CHECK_IN' ? 'checked in' : 'booked'} with the group.`,
        );
      },
      (error) => setFailure(error.message),
    );
  });
  return (
    <FormProvider {...form}>
      <GroupFormFrame
        label="Add rooms to the group"
        onSave={() => void save()}
        leave={leave}
        errors={problemsOf(form.formState.errors)}
        failure={failure}
        // What was saved shows until more rooms are typed.
        done={typed ? '' : done}
      >
        <RadioChoices
          form={form}
          name="mode"
          legend="How the rooms come in"
          legendClassName="h6"
          choices={[
            { value: 'BOOK', id: 'group-add-book', label: 'Book with the group' },
            { value: 'CHECK_IN', id: 'group-add-now', label: 'Check in now', disabled: !arrived },
          ]}
        />
        <RoomLinesEditor
          rooms={roomsFor(mode, requirements.rooms)}
          mealPlans={requirements.mealPlans}
          leaderFirst={false}
        />
        <div>
          <Button type="submit" disabled={pending}>
            {now ? 'Check the rooms in' : 'Book the rooms'}
          </Button>
        </div>
      </GroupFormFrame>
    </FormProvider>
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
