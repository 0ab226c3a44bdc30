import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { useSingleFlight } from '../panel/use-single-flight';
import { StayPicker } from '../shared/stay-picker';
import { useOpenStays } from '../shared/use-stays';
import { isInRoom } from './domain/group-rules';
import type { GroupDetail, LinkGroupHeader } from './domain/groups-types';
import { GroupMembersTable } from './group-members-table';
import { GroupScreen } from './group-screen';
import { useLinkGroup } from './groups-api';

/** The group's rooms with Unlink, and a room in house in no group to link. */
function LinkRooms({ group, allowed }: { group: GroupDetail; allowed: boolean }) {
  const stays = useOpenStays();
  const [chosen, setChosen] = useState('');
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const attempt = useSaveAttemptKey();
  const { run, pending } = useSingleFlight();
  const link = useLinkGroup();
  const send = (header: LinkGroupHeader, room: string) =>
    run(
      async () => {
        setFailure('');
        setDone('');
        await link.mutateAsync({ body: header, idempotencyKey: attempt.keyFor(header) });
        attempt.saved();
        setDone(
          header.action === 'LINK'
            ? `Room ${room} is linked to the group.`
            : `Room ${room} is unlinked from the group.`,
        );
        if (header.action === 'LINK') setChosen('');
      },
      (error) => setFailure(error.message),
    );
  const free = (stays.data ?? []).filter((stay) => stay.groupId === '' && stay.status === 'IN_HOUSE');
  const candidate = free.find((stay) => stay.stayNo === chosen);
  return (
    <>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {done && <Alert variant="success">{done}</Alert>}
      <GroupMembersTable
        members={group.members}
        caption="The group's rooms"
        action={{
          header: 'Unlink',
          cell: (member) =>
            allowed && member.stayNo && isInRoom(member) ? (
              <Button
                size="sm"
                variant="outline-danger"
                disabled={pending}
                onClick={() =>
                  void send({ groupId: group.group.groupId, stayNo: member.stayNo, action: 'UNLINK' }, member.room)
                }
              >
                {`Unlink room ${member.room}`}
              </Button>
            ) : null,
        }}
      />
      <section aria-labelledby="group-link-title" className="mt-3">
        <h2 id="group-link-title" className="h5">
          Link a room in house
        </h2>
        {stays.data && (
          <StayPicker
            stays={free}
            value={chosen}
            onChange={(stayNo) => setChosen(stayNo ?? '')}
            label="Room in no group"
          />
        )}
        {allowed && (
          <Button
            disabled={!candidate || pending}
            onClick={() =>
              candidate &&
              void send({ groupId: group.group.groupId, stayNo: candidate.stayNo, action: 'LINK' }, candidate.room)
            }
          >
            Link to the group
          </Button>
        )}
      </section>
    </>
  );
}

/**
 * Link / unlink rooms (/frontoffice/fo-group-link): an in-house stay in no group joins; a member leaves the group (not
 * the leader while others remain).
 */
export function LinkGroupScreen() {
  const allowed = useScreenPermission()('modify');
  return (
    <GroupScreen title="Link / unlink rooms" states={['BOOKED', 'IN_HOUSE']}>
      {(group) => <LinkRooms group={group} allowed={allowed} />}
    </GroupScreen>
  );
}
