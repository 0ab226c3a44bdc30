import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useSingleFlight } from '../panel/use-single-flight';
import { modifyErrors, type GroupErrors } from './domain/group-input';
import { isInRoom } from './domain/group-rules';
import type { GroupBillTo, GroupDetail, ModifyGroupHeader } from './domain/groups-types';
import { GroupFormFrame } from './group-form-frame';
import { InputField, SelectField, TextAreaField } from '../../../components/form/controlled-fields';
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
  const [values, setValues] = useState(() => valuesOf(group));
  const [errors, setErrors] = useState<GroupErrors>({});
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(group)) && !saved;
  const leave = useLeaveGuard(dirty);
  const attempt = useSaveAttemptKey();
  const { run, pending } = useSingleFlight();
  const modify = useModifyGroup();
  const inHouse = group.members.filter((member) => isInRoom(member) && member.stayNo);
  const booked = group.state === 'BOOKED';
  const change = (patch: Partial<ModifyGroupHeader>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setSaved(false);
  };
  const save = () => {
    const found = modifyErrors(
      values,
      { arrival: group.group.arrival, booked, inHouse: new Set(inHouse.map((member) => member.stayNo)) },
      group.today,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(
      async () => {
        setFailure('');
        await modify.mutateAsync({ body: values, idempotencyKey: attempt.keyFor(values) });
        attempt.saved();
        setSaved(true);
      },
      (error) => setFailure(error.message),
    );
  };
  return (
    <GroupFormFrame
      label="Modify the group"
      onSave={save}
      leave={leave}
      errors={errors}
      failure={failure}
      done={saved ? `Group ${values.name} is saved.` : ''}
    >
      <div className="voucher-header">
        <InputField
          id="group-modify-name"
          label="Group name"
          value={values.name}
          error={errors.name}
          onChange={(name) => change({ name })}
        />
        {!booked && (
          <SelectField
            id="group-modify-leader"
            label="Leader"
            value={values.leaderStayNo}
            error={errors.leaderStayNo}
            onChange={(leaderStayNo) => change({ leaderStayNo })}
            options={inHouse.map((member) => ({ value: member.stayNo, label: `${member.room} — ${member.guestName}` }))}
          />
        )}
        <SelectField
          id="group-modify-billTo"
          label="Bill to"
          value={values.billTo}
          placeholder="The leader pays"
          error={errors.billTo}
          onChange={(code) => change({ billTo: code })}
          options={billTo.map((row) => ({
            value: row.code,
            label: `${row.name} (${row.customerType === 'AGENT' ? 'agent' : 'company'})`,
          }))}
        />
        <InputField
          id="group-modify-departure"
          label="Departure"
          type="date"
          value={values.departure}
          error={errors.departure}
          onChange={(departure) => change({ departure })}
          help="Every room of the group takes it"
        />
      </div>
      <TextAreaField
        id="group-modify-remarks"
        label="Remarks"
        rows={2}
        value={values.remarks}
        onChange={(remarks) => change({ remarks })}
      />
      {allowed && (
        <Button type="submit" disabled={pending}>
          Save the group
        </Button>
      )}
    </GroupFormFrame>
  );
}
