import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import type { GroupRequirements } from './domain/groups-types';
import { GroupErrorSummary } from './group-error-summary';
import { newGroupSchema, problemsOf, roomsFor } from './group-form-schema';
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
  const form = useForm<NewGroupValues>({
    resolver: zodResolver(newGroupSchema(requirements)),
    defaultValues: emptyGroup(today),
  });
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const create = useCreateGroup();
  const leave = useLeaveGuard(form.formState.isDirty);
  const [mode, leaderName] = useWatch({ control: form.control, name: ['mode', 'leader.name'] });
  const now = mode === 'CHECK_IN';
  const problems = problemsOf(form.formState.errors);
  const save = form.handleSubmit((values) =>
    submit(async () => {
      const body = newGroupBody(values, today);
      const answer = await create.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      form.reset(values);
      onSaved(String(answer.seq), values.mode);
    }),
  );
  const billTo = requirements.billTo.map((row) => ({
    value: row.code,
    label: `${row.name} (${row.customerType === 'AGENT' ? 'agent' : 'company'})`,
  }));
  const modeField = form.register('mode', {
    // A group checked in now arrives today, the hotel date.
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === 'CHECK_IN') form.setValue('arrival', today);
    },
  });
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={(event) => void save(event)} aria-label="New group">
        {leave}
        <GroupErrorSummary errors={problems} />
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
              label="Book for the arrival date"
              value="BOOK"
              {...modeField}
            />
            <Form.Check
              type="radio"
              id="group-mode-now"
              label="Check the group in now"
              value="CHECK_IN"
              {...modeField}
            />
          </fieldset>
        </Form.Group>
        <div className="voucher-header">
          <Field form={form} name="name" id="group-name" label="Group name" />
          <Field
            form={form}
            name="arrival"
            id="group-arrival"
            label="Arrival"
            type="date"
            disabled={now}
            help={now ? 'Today, the hotel date' : undefined}
          />
          <Field form={form} name="departure" id="group-departure" label="Departure" type="date" />
          <Field
            form={form}
            name="billTo"
            id="group-billTo"
            label="Bill to"
            options={billTo}
            choose="The leader pays"
          />
        </div>
        <LeaderFields />
        {problems.leaderRoom && <p className="text-danger">{problems.leaderRoom}</p>}
        <RoomLinesEditor
          rooms={roomsFor(mode, requirements.rooms)}
          mealPlans={requirements.mealPlans}
          leaderFirst
          leaderName={leaderName}
        />
        <Field form={form} name="remarks" id="group-remarks" label="Remarks" type="textarea" rows={2} />
        <Button type="submit" disabled={saving}>
          {now ? 'Check the group in' : 'Book the group'}
        </Button>
      </Form>
    </FormProvider>
  );
}
