import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { WAY_LABELS, WAYS } from '../../../kits/school/transport-way';
import type { TransportRequirements } from '../domain/veh-types';
import { emptyAssignment, transportSchema, type TransportValues } from './transport-form-values';
import { useTransportWrite } from './transport-api';

/** The field a backend refusal belongs beside (a full route or a stop off it), else null: shown above the button. */
function fieldOfRefusal(message: string): keyof TransportValues | null {
  if (/already rides|no pupil|no running transport/i.test(message)) return 'admissionNo';
  if (/ is full: |route/i.test(message)) return 'route';
  return / stop /.test(message) ? 'stop' : null;
}

/**
 * Puts a pupil on a route and stop (or changes the pupil's running seat): seats checked here and again by the backend.
 */
export function TransportForm({
  requirements,
  canChange,
}: {
  requirements: TransportRequirements;
  canChange: boolean;
}) {
  const id = useId();
  const form = useForm<TransportValues>({
    resolver: zodResolver(transportSchema(requirements, canChange)),
    defaultValues: emptyAssignment(requirements.today),
  });
  const save = useTransportWrite();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  // A refusal shown beside its field is not shown again above the button.
  const [refusedBeside, setRefusedBeside] = useState(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty);
  const [routeCode, admissionNo] = useWatch({ control: form.control, name: ['route', 'admissionNo'] });
  const route = requirements.routes.find((one) => one.code === routeCode);
  const pupil = requirements.pupils.find((one) => one.admissionNo === admissionNo);
  const changing = pupil?.assignment ?? null;
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const chosen = requirements.pupils.find((one) => one.admissionNo === values.admissionNo);
      const body = {
        header: {
          admissionNo: values.admissionNo,
          route: values.route,
          stop: values.stop,
          way: values.way,
          fromDate: values.fromDate,
        },
        traCheck: chosen?.assignment ? 2 : 1,
      };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        const field = fieldOfRefusal(message);
        if (field) {
          setRefusedBeside(true);
          form.setError(field, { type: 'server', message });
        }
        throw error;
      }
      attempt.saved();
      showDoneToast(`${chosen?.name ?? values.admissionNo} rides route ${values.route} from ${values.stop}.`);
      form.reset(emptyAssignment(requirements.today));
    }),
  );
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        setRefusedBeside(false);
        void send(event);
      }}
      aria-labelledby={`${id}-title`}
      className="mb-4"
      style={{ maxWidth: '40rem' }}
    >
      <h2 id={`${id}-title`} className="h5">
        {changing ? `Change ${changing.name}'s seat` : 'Assign a pupil'}
      </h2>
      {failure && !refusedBeside && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <Field
        form={form}
        name="route"
        id={`${id}-route`}
        label="Route"
        onChange={() => form.setValue('stop', '')}
        help={
          route
            ? `${route.seats} seats, ${route.riders} taken, ${Math.max(0, route.seats - route.riders)} free`
            : undefined
        }
        options={requirements.routes.map((one) => ({ value: one.code, label: `${one.code} ${one.name}` }))}
      />
      <Field
        form={form}
        name="stop"
        id={`${id}-stop`}
        label="Stop"
        options={(route?.stops ?? []).map((stop) => ({
          value: stop.stopName,
          label: `${stop.stopName} (${stop.pickupTime})`,
        }))}
      />
      <Field
        form={form}
        name="admissionNo"
        id={`${id}-pupil`}
        label="Pupil"
        help={
          changing
            ? `Rides route ${changing.route} from ${changing.stop} since ${changing.fromDate}: saving changes that seat.`
            : undefined
        }
        options={requirements.pupils.map((one) => ({
          value: one.admissionNo,
          label: `${one.name}, ${one.classCode}${one.assignment ? ` (on ${one.assignment.route})` : ''}`,
        }))}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Way</legend>
        {WAYS.map((way) => (
          <Form.Check
            key={way}
            inline
            type="radio"
            id={`${id}-way-${way}`}
            label={WAY_LABELS[way]}
            value={way}
            {...form.register('way')}
          />
        ))}
      </fieldset>
      <Field form={form} name="fromDate" id={`${id}-from`} label="From" type="date" />
      <LoadingButton loading={saving} loadingText="Saving">
        {changing ? 'Change seat' : 'Assign'}
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
