import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { useSingleFlight } from '../panel/use-single-flight';
import type { FoMode } from '../domain/stay-types';
import type { GroupBill, GroupDetail, PartCheckoutLine } from './domain/groups-types';
import { GroupBillsView } from './group-bills-view';
import { GroupMembersTable } from './group-members-table';
import { GroupScreen } from './group-screen';
import { MODE_WORDS } from './group-words';
import { usePartCheckout } from './groups-api';

type Choice = 'LEADER' | FoMode;

/** Each room's choice: does it leave, and how it settles (its own folio in a mode, or moved to the leader's). */
function PartCheckoutForm({ group }: { group: GroupDetail }) {
  const [leaving, setLeaving] = useState<Record<string, Choice>>({});
  const [failure, setFailure] = useState('');
  const [bills, setBills] = useState<GroupBill[] | null>(null);
  const attempt = useSaveAttemptKey();
  const { run, pending } = useSingleFlight();
  const checkout = usePartCheckout();
  const choices: Choice[] = ['LEADER', 'CASH', 'CARD', 'UPI', ...(group.group.billTo ? (['COMPANY'] as const) : [])];
  const word = (choice: Choice) =>
    choice === 'LEADER' ? "Move to the leader's folio" : `Own folio: ${MODE_WORDS[choice].toLowerCase()}`;
  const chosen = Object.entries(leaving);
  const send = () => {
    const lines: PartCheckoutLine[] = chosen.map(([stayNo, choice]) => ({
      stayNo,
      how: choice === 'LEADER' ? 'LEADER' : 'OWN',
      mode: choice === 'LEADER' ? 'CASH' : choice,
    }));
    const body = { groupId: group.group.groupId, lines };
    void run(
      async () => {
        setFailure('');
        const answer = await checkout.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        setLeaving({});
        setBills(answer.bills ?? []);
      },
      (error) => setFailure(error.message),
    );
  };
  return (
    <>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {bills && <GroupBillsView bills={bills} title="Part checkout done" />}
      <GroupMembersTable
        members={group.members}
        caption="Choose the rooms that leave and how each settles"
        action={{
          header: 'Leaves',
          cell: (member) =>
            member.status !== 'IN_HOUSE' ? null : member.leader ? (
              <span>The leader leaves last</span>
            ) : (
              <div className="d-flex flex-column gap-1">
                <Form.Check
                  id={`group-leaves-${member.stayNo}`}
                  label={`Room ${member.room} leaves`}
                  checked={member.stayNo in leaving}
                  onChange={(event) =>
                    setLeaving(({ [member.stayNo]: dropped, ...rest }) => {
                      void dropped;
                      return event.target.checked ? { ...rest, [member.stayNo]: 'LEADER' } : rest;
                    })
                  }
                />
                {member.stayNo in leaving && (
                  <Form.Select
                    aria-label={`How room ${member.room} settles`}
                    value={leaving[member.stayNo]}
                    onChange={(event) =>
                      setLeaving((rest) => ({ ...rest, [member.stayNo]: event.target.value as Choice }))
                    }
                  >
                    {choices.map((choice) => (
                      <option key={choice} value={choice}>
                        {word(choice)}
                      </option>
                    ))}
                  </Form.Select>
                )}
              </div>
            ),
        }}
      />
      <Button disabled={pending || chosen.length === 0} onClick={send}>
        {chosen.length <= 1 ? 'Check out the room' : `Check out ${chosen.length} rooms`}
      </Button>
    </>
  );
}

/**
 * Part checkout (/frontoffice/fo-group-part-checkout): some rooms of an in-house group leave; the leader stays while
 * others remain.
 */
export function PartCheckoutScreen() {
  const allowed = useScreenPermission()('create');
  return (
    <GroupScreen title="Part checkout" states={['IN_HOUSE']}>
      {(group) =>
        allowed ? (
          <PartCheckoutForm key={group.group.groupId} group={group} />
        ) : (
          <GroupMembersTable members={group.members} caption="The group's rooms" />
        )
      }
    </GroupScreen>
  );
}
