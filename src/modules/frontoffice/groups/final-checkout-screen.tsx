import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { RadioChoices } from '../../../components/form/radio-choices';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { useSingleFlight } from '../panel/use-single-flight';
import { FO_MODES, type FoMode } from '../domain/stay-types';
import { isInRoom } from './domain/group-rules';
import type { FinalCheckoutHeader, GroupBill, GroupBilling, GroupDetail } from './domain/groups-types';
import { GroupBillsView } from './group-bills-view';
import { GroupMembersTable } from './group-members-table';
import { GroupScreen } from './group-screen';
import { MODE_WORDS, rupees } from './group-words';
import { useFinalCheckout } from './groups-api';
import { useChosenGroup } from './use-chosen-group';

const schema = z.object({
  billing: z.enum(['ONE', 'PER_ROOM'] satisfies GroupBilling[]),
  mode: z.enum(['CASH', 'CARD', 'UPI', 'COMPANY'] satisfies FoMode[]),
});
type Values = z.infer<typeof schema>;

/**
 * The whole group leaves: one bill (every room's balance on the leader's folio, settled once) or one per room, in one
 * mode.
 */
function FinalCheckoutForm({ group, onDone }: { group: GroupDetail; onDone: (bills: GroupBill[]) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { billing: 'ONE', mode: 'CASH' } });
  const [failure, setFailure] = useState('');
  const attempt = useSaveAttemptKey();
  const { run, pending } = useSingleFlight();
  const checkout = useFinalCheckout();
  const staying = group.members.filter(isInRoom);
  const total = fromPaise(sumPaise(staying.map((member) => toPaise(member.due))));
  const modes = FO_MODES.filter((candidate) => candidate !== 'COMPANY' || group.group.billTo);
  const send = form.handleSubmit(({ billing, mode }) => {
    const header: FinalCheckoutHeader = { groupId: group.group.groupId, billing, mode };
    return run(
      async () => {
        setFailure('');
        const answer = await checkout.mutateAsync({ body: header, idempotencyKey: attempt.keyFor(header) });
        attempt.saved();
        onDone(answer.bills ?? []);
      },
      (error) => setFailure(error.message),
    );
  });
  return (
    <Form aria-label="Final checkout" onSubmit={(event) => void send(event)}>
      <RefusalAlert text={failure} />
      <p>{`${staying.length} room${staying.length === 1 ? '' : 's'} in house; the group owes ${rupees(total)} if it leaves today (the nights not yet charged included).`}</p>
      <RadioChoices
        form={form}
        name="billing"
        legend="Bills"
        legendClassName="h6"
        choices={[
          { value: 'ONE', id: 'group-billing-one', label: "One bill for the group (on the leader's folio)" },
          { value: 'PER_ROOM', id: 'group-billing-room', label: 'One bill per room' },
        ]}
      />
      <div className="voucher-header">
        <Field
          form={form}
          name="mode"
          id="group-final-mode"
          label="Settled by"
          choose={null}
          options={modes.map((value) => ({
            value,
            label:
              value === 'COMPANY'
                ? `${MODE_WORDS.COMPANY} (${group.billToName || group.group.billTo})`
                : MODE_WORDS[value],
          }))}
        />
      </div>
      <Button type="submit" disabled={pending}>
        Check out the group
      </Button>
    </Form>
  );
}

/**
 * Final checkout (/frontoffice/fo-group-final-checkout): the whole group leaves and the group closes; every room
 * becomes dirty.
 */
export function FinalCheckoutScreen() {
  const allowed = useScreenPermission()('create');
  const [bills, setBills] = useState<GroupBill[] | null>(null);
  const { choose } = useChosenGroup();
  const done = (written: GroupBill[]) => {
    setBills(written);
    choose(null);
  };
  return (
    <>
      {bills && (
        <div className="p-2 p-md-3">
          <Alert variant="success">The group has checked out and is closed.</Alert>
          <GroupBillsView bills={bills} title="Final checkout done" />
        </div>
      )}
      <GroupScreen title="Final checkout" states={['IN_HOUSE']}>
        {(group) => (
          <>
            <GroupMembersTable members={group.members} caption="The group's rooms" />
            {allowed && <FinalCheckoutForm key={group.group.groupId} group={group} onDone={done} />}
          </>
        )}
      </GroupScreen>
    </>
  );
}
