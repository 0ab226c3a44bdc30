import type { FormEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FormProvider, useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/form/field';
import { useScreenPermission } from '../../engine/use-screen-permission';
import { headingOf, type EventWords, type MeetingHead, type TrainingHead } from './event-kinds';
import { FormActions, RefusalAlert } from '../../components/form/form-actions';

interface Props<T extends FieldValues> {
  /** Given to the fields below by a FormProvider. */
  form: UseFormReturn<T>;
  id: string;
  words: EventWords;
  /** The event's number; null for a new one. */
  number: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** The server's refusal or a failed save, shown above the fields. */
  failure: string | null;
  /** The question asked when leaving with changes. */
  leaveQuestion: ReactNode;
  onBack: () => void;
  children: ReactNode;
}

/** A meeting's or a training's form: its heading, the refusal, the fields given, and Save (with the right) and Back. */
export function EventForm<T extends FieldValues>(props: Props<T>) {
  const { form, id, number } = props;
  const allowed = useScreenPermission();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {headingOf(props.words, number)}
      </h1>
      <FormProvider {...form}>
        <Form noValidate onSubmit={props.onSubmit} style={{ maxWidth: '56rem' }}>
          <RefusalAlert text={props.failure} />
          {props.children}
          <FormActions
            canSave={allowed(number === null ? 'create' : 'modify')}
            saving={props.saving}
            onBack={props.onBack}
          />
        </Form>
      </FormProvider>
      {props.leaveQuestion}
    </section>
  );
}

// The fields below read the form from EventForm's provider: the modules' schemas hold these names.

/** A training's title, then its trainer, venue and days in one row. */
export function TrainingFields({ id }: { id: string }) {
  const form = useFormContext<TrainingHead>();
  return (
    <>
      <Field form={form} name="title" id={`${id}-title-box`} label="Training" />
      <div className="d-flex flex-wrap gap-3">
        <Field form={form} name="trainer" id={`${id}-trainer`} label="Trainer" />
        <Field form={form} name="venue" id={`${id}-venue`} label="Venue" />
        <Field form={form} name="fromDate" id={`${id}-from`} label="First day" type="date" />
        <Field form={form} name="toDate" id={`${id}-to`} label="Last day" type="date" />
      </div>
    </>
  );
}

/**
 * A meeting's subject, then one row of its day, hours and venue (the venue first or last, as the module lays its form
 * out), ending with what the module adds to the row.
 */
export function MeetingFields({ id, venue, children }: { id: string; venue: 'first' | 'last'; children?: ReactNode }) {
  const form = useFormContext<MeetingHead>();
  const venueField = <Field form={form} name="venue" id={`${id}-venue`} label="Venue" />;
  return (
    <>
      <Field form={form} name="subject" id={`${id}-subject`} label="Subject" />
      <div className="d-flex flex-wrap gap-3">
        {venue === 'first' && venueField}
        <Field form={form} name="meetingDate" id={`${id}-date`} label="Meeting date" type="date" />
        <Field form={form} name="fromTime" id={`${id}-from`} label="From" type="time" />
        <Field form={form} name="toTime" id={`${id}-to`} label="To" type="time" />
        {venue === 'last' && venueField}
        {children}
      </div>
    </>
  );
}
