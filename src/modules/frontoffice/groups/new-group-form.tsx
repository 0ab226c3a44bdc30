import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import type { GuestDetails } from '../domain/stay-types';
import { newGroupErrors, type GroupErrors } from './domain/group-input';
import type { GroupRequirements } from './domain/groups-types';
import { GroupErrorSummary } from './group-error-summary';
import { InputField, SelectField, TextAreaField } from '../../../components/form/controlled-fields';
import { emptyGroup, newGroupBody, type NewGroupValues } from './group-form-values';
import { useCreateGroup } from './groups-api';
import { LeaderFields } from './leader-fields';
import { RoomLinesEditor } from './room-lines-editor';

interface Props {
  requirements: GroupRequirements;
  onSaved: (groupId: string, mode: NewGroupValues['mode']) => void;
}

/**
 * A new group: its name, the leader, who pays, the dates and the rooms (the first the leader's). Book it for the
 * arrival date, or check every room in now. Problems show beside their fields and in a summary; the server's
 * refusal shows as it is; the input stays.
 */
export function NewGroupForm({ requirements, onSaved }: Props) {
  const { today } = requirements;
  const [values, setValues] = useState<NewGroupValues>(() => emptyGroup(today));
  const [errors, setErrors] = useState<GroupErrors>({});
  const [dirty, setDirty] = useState(false);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const create = useCreateGroup();
  const leave = useLeaveGuard(dirty);
  const change = (patch: Partial<NewGroupValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setDirty(true);
  };
  const changeLeader = (patch: Partial<GuestDetails>) => change({ leader: { ...values.leader, ...patch } });
  const now = values.mode === 'CHECK_IN';
  const rooms = requirements.rooms.filter((room) => (now ? room.status === 'VACANT' : room.status !== 'OUT_OF_ORDER'));
  const save = () => {
    const body = newGroupBody(values, today);
    const found = newGroupErrors(
      { ...body.header, lines: body.lines },
      {
        today,
        rooms: new Map(rooms.map((room) => [room.roomNo, room])),
        mealPlans: new Set(requirements.mealPlans.map((plan) => plan.code)),
        billTo: new Set(requirements.billTo.map((row) => row.code)),
      },
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const answer = await create.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      setDirty(false);
      onSaved(String(answer.seq), values.mode);
    });
  };
  const billTo = requirements.billTo.map((row) => ({
    value: row.code,
    label: `${row.name} (${row.customerType === 'AGENT' ? 'agent' : 'company'})`,
  }));
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      aria-label="New group"
    >
      {leave}
      <GroupErrorSummary errors={errors} />
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <Form.Group className="mb-3">
        <fieldset>
          <legend className="h6">How the group comes in</legend>
          <Form.Check
            type="radio"
            id="group-mode-book"
            name="group-mode"
            label="Book for the arrival date"
            checked={!now}
            onChange={() => change({ mode: 'BOOK' })}
          />
          <Form.Check
            type="radio"
            id="group-mode-now"
            name="group-mode"
            label="Check the group in now"
            checked={now}
            onChange={() => change({ mode: 'CHECK_IN', arrival: today })}
          />
        </fieldset>
      </Form.Group>
      <div className="voucher-header">
        <InputField
          id="group-name"
          label="Group name"
          value={values.name}
          error={errors.name}
          onChange={(name) => change({ name })}
        />
        <InputField
          id="group-arrival"
          label="Arrival"
          type="date"
          value={now ? today : values.arrival}
          disabled={now}
          error={errors.arrival}
          onChange={(arrival) => change({ arrival })}
          help={now ? 'Today, the hotel date' : undefined}
        />
        <InputField
          id="group-departure"
          label="Departure"
          type="date"
          value={values.departure}
          error={errors.departure}
          onChange={(departure) => change({ departure })}
        />
        <SelectField
          id="group-billTo"
          label="Bill to"
          value={values.billTo}
          options={billTo}
          placeholder="The leader pays"
          error={errors.billTo}
          onChange={(code) => change({ billTo: code })}
        />
      </div>
      <LeaderFields leader={values.leader} errors={errors} onChange={changeLeader} />
      {errors.leaderRoom && <p className="text-danger">{errors.leaderRoom}</p>}
      <RoomLinesEditor
        lines={values.lines}
        onChange={(lines) => change({ lines })}
        errors={errors}
        rooms={rooms}
        mealPlans={requirements.mealPlans}
        leaderFirst
        leaderName={values.leader.name}
      />
      <TextAreaField
        id="group-remarks"
        label="Remarks"
        rows={2}
        value={values.remarks}
        onChange={(remarks) => change({ remarks })}
      />
      <Button type="submit" disabled={saving}>
        {now ? 'Check the group in' : 'Book the group'}
      </Button>
    </Form>
  );
}
