import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../../components/form/field';
import { checkedBy } from '../../../../components/form/rule-checks';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { complaintProblems } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskPerson } from '../../domain/desk-records';
import { FormActions, RefusalAlert } from '../../../../components/form/form-actions';
import { PersonSelect } from '../shared/person-select';
import { useDeskForm } from '../shared/use-desk-form';

export const RAISED_BY = [
  { value: 'PARENT', label: 'A parent' },
  { value: 'STUDENT', label: 'A pupil' },
  { value: 'STAFF', label: 'Staff' },
  { value: 'OTHER', label: 'Someone else' },
];

const shape = z.object({
  raisedBy: z.string(),
  raisedByKind: z.string(),
  admissionNo: z.string(),
  phone: z.string(),
  category: z.string(),
  description: z.string(),
});
type Values = z.infer<typeof shape>;
const schema = checkedBy(shape, (values) =>
  complaintProblems('RAISE', null, { ...values, assignedTo: '', resolution: '' }),
);
const EMPTY: Values = {
  raisedBy: '',
  raisedByKind: 'PARENT',
  admissionNo: '',
  phone: '',
  category: '',
  description: '',
};

/** Raises a complaint: by whom (a parent, a pupil, staff), about what, the pupil concerned. */
export function ComplaintRaiseForm({ people, onDone }: { people: readonly DeskPerson[]; onDone: () => void }) {
  const id = useId();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const allowed = useScreenPermission();
  const { submitWith, saving, failure, leaveQuestion } = useDeskForm(form, FD_ROUTES.saveComplaint, onDone);
  const submit = submitWith(
    (values) => ({
      header: { action: 'RAISE', ...values, admissionNo: values.admissionNo.replace(/^S:/, '') },
      traCheck: 1,
    }),
    (seq) => `Complaint ${seq} raised.`,
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        New complaint
      </h1>
      <Form noValidate onSubmit={submit} style={{ maxWidth: '48rem' }}>
        <RefusalAlert text={failure} />
        <div className="d-flex flex-wrap gap-3">
          <Field form={form} name="raisedBy" id={`${id}-by`} label="Raised by" />
          <Field
            form={form}
            name="raisedByKind"
            id={`${id}-kind`}
            label="Who they are"
            choose={null}
            options={RAISED_BY}
          />
          <Field form={form} name="phone" id={`${id}-phone`} label="Phone" type="tel" />
        </div>
        <Controller
          control={form.control}
          name="admissionNo"
          render={({ field, fieldState }) => (
            <PersonSelect
              id={`${id}-pupil`}
              label="Pupil concerned"
              placeholder="None"
              people={people}
              kinds={['STUDENT']}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Field
          form={form}
          name="category"
          id={`${id}-category`}
          label="About"
          help="Transport, classroom, fees, library…"
        />
        <Field form={form} name="description" id={`${id}-description`} label="Complaint" type="textarea" rows={3} />
        <FormActions canSave={allowed('create')} saving={saving} onBack={onDone} saveLabel="Raise" />
      </Form>
      {leaveQuestion}
    </section>
  );
}
