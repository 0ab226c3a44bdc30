import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useSingleFlight } from '../panel/use-single-flight';
import { isInRoom } from './domain/group-rules';
import type { GroupBillTo, GroupDetail, ModifyGroupHeader } from './domain/groups-types';
import { GroupFormFrame } from './group-form-frame';
import { modifyGroupSchema, problemsOf } from './group-form-schema';
import { useModifyGroup } from './groups-api';

interface Props {
  group: GroupDetail;
  billTo: readonly GroupBillTo[];
  allowed: boolean;
}

const valuesOf = (group: GroupDetail): ModifyGroupHeader => ({
  groupId: group.group.groupId,
  name: group.group.name,
  leaderStayNo: group.group.leaderStayNo,
  billTo: group.group.billTo,
  departure: group.group.departure,
  remarks: group.group.remarks,
});

/** Modify a group: name, leader (one of its rooms in house), who pays, departure (for every member) and remarks. */
export function ModifyGroupForm({ group, billTo, allowed }: Props) {
  const inHouse = group.members.filter((member) => isInRoom(member) && member.stayNo);
  const booked = group.state === 'BOOKED';
  const form = useForm<ModifyGroupHeader>({
    resolver: zodResolver(
      modifyGroupSchema(
        { arrival: group.group.arrival, booked, inHouse: new Set(inHouse.map((member) => member.stayNo)) },
        group.today,
      ),
    ),
    defaultValues: valuesOf(group),
  });
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState('');
  const dirty = form.formState.isDirty;
  const leave = useLeaveGuard(dirty);
  const attempt = useSaveAttemptKey();
  const { run, pending } = useSingleFlight();
  const modify = useModifyGroup();
  const save = form.handleSubmit((values) =>
    run(
      async () => {
        setFailure('');
        await modify.mutateAsync({ body: values, idempotencyKey: attempt.keyFor(values) });
        attempt.saved();
        form.reset(values);
        setSaved(`Group ${values.name} is saved.`);
      },
      (error) => setFailure(error.message),
    ),
  );
  return (
    <GroupFormFrame
      label="Modify the group"
      onSave={() => void save()}
      leave={leave}
      errors={problemsOf(form.formState.errors)}
      failure={failure}
      // What was saved shows until the group is changed again.
      done={dirty ? '' : saved}
    >
      <div className="voucher-header">
        <Field form={form} name="name" id="group-modify-name" label="Group name" />
        {!booked && (
          <Field
            form={form}
            name="leaderStayNo"
            id="group-modify-leader"
            label="Leader"
            options={inHouse.map((member) => ({ value: member.stayNo, label: `${member.room} — ${member.guestName}` }))}
          />
        )}
        <Field
          form={form}
          name="billTo"
          id="group-modify-billTo"
          label="Bill to"
          choose="The leader pays"
          options={billTo.map((row) => ({
            value: row.code,
            label: `${row.name} (${row.customerType === 'AGENT' ? 'agent' : 'company'})`,
          }))}
        />
        <Field
          form={form}
          name="departure"
          id="group-modify-departure"
          label="Departure"
          type="date"
          help="Every room of the group takes it"
        />
      </div>
      <Field form={form} name="remarks" id="group-modify-remarks" label="Remarks" type="textarea" rows={2} />
      {allowed && (
        <Button type="submit" disabled={pending}>
          Save the group
        </Button>
      )}
    </GroupFormFrame>
  );
}
