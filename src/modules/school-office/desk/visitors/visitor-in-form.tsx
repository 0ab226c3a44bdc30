import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../../components/form/field';
import { checkedBy } from '../../../../components/form/rule-checks';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { visitorInProblems } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskPerson } from '../../domain/desk-records';
import type { Visitor } from '../../domain/visitor-types';
import { nowOf } from '../shared/desk-api';
import { FormActions, RefusalAlert } from '../../../../components/form/form-actions';
import { PersonSelect } from '../shared/person-select';
import { useDeskForm } from '../shared/use-desk-form';

const shape = z.object({
  name: z.string(),
  phone: z.string(),
  purpose: z.string(),
  meets: z.string(),
  inTime: z.string(),
  badgeNo: z.string(),
});
type Values = z.infer<typeof shape>;

/** Lets a visitor in: who, their phone, why, whom they meet and when they came; a visitor already in is refused. */
export function VisitorInForm({
  today,
  people,
  onDone,
}: {
  today: readonly Visitor[];
  people: readonly DeskPerson[];
  onDone: () => void;
}) {
  const id = useId();
  const [initial] = useState<Values>(() => ({
    name: '',
    phone: '',
    purpose: '',
    meets: '',
    inTime: nowOf(),
    badgeNo: '',
  }));
  const form = useForm<Values>({
    resolver: zodResolver(checkedBy(shape, (values) => visitorInProblems(values, today))),
    defaultValues: initial,
  });
  const allowed = useScreenPermission();
  const { submitWith, saving, failure, leaveQuestion } = useDeskForm(form, FD_ROUTES.saveVisitor, onDone);
  const submit = submitWith(
    (values) => ({ header: values, traCheck: 1 }),
    (seq) => `Visitor ${seq} is in.`,
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Visitor in
      </h1>
      <Form noValidate onSubmit={submit} style={{ maxWidth: '48rem' }}>
        <RefusalAlert text={failure} />
        <div className="d-flex flex-wrap gap-3">
          <Field form={form} name="name" id={`${id}-name`} label="Visitor’s name" />
          <Field form={form} name="phone" id={`${id}-phone`} label="Phone" type="tel" />
        </div>
        <Field form={form} name="purpose" id={`${id}-purpose`} label="Purpose" />
        <Controller
          control={form.control}
          name="meets"
          render={({ field, fieldState }) => (
            <PersonSelect
              id={`${id}-meets`}
              label="Whom they meet"
              people={people}
              kinds={['STAFF', 'STUDENT']}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="d-flex flex-wrap gap-3">
          <Field form={form} name="inTime" id={`${id}-in`} label="Time in" type="time" />
          <Field form={form} name="badgeNo" id={`${id}-badge`} label="Badge number" />
        </div>
        <FormActions canSave={allowed('create')} saving={saving} onBack={onDone} saveLabel="Let in" />
      </Form>
      {leaveQuestion}
    </section>
  );
}
