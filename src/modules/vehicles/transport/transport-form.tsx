import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { assignmentProblems } from '../domain/transport-rules';
import { WAY_LABELS, WAYS } from '../../../kits/school/transport-way';
import type { TransportRequirements } from '../domain/veh-types';
import type { TransportWay } from '../../../kits/school/transport-way';
import { useTransportWrite } from './transport-api';

type Values = { route: string; stop: string; admissionNo: string; way: TransportWay; fromDate: string };
type Problems = Partial<Record<keyof Values, string>>;

/** The field a backend refusal belongs beside (a full route or a stop off it), else null: shown above the button. */
function fieldOfRefusal(message: string): keyof Values | null {
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
  const empty: Values = { route: '', stop: '', admissionNo: '', way: 'BOTH', fromDate: requirements.today };
  const [values, setValues] = useState<Values>(empty);
  const [problems, setProblems] = useState<Problems>({});
  const save = useTransportWrite();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const [refused, setRefused] = useState<{ field: keyof Values; message: string } | null>(null);
  const leaveQuestion = useLeaveGuard(JSON.stringify(values) !== JSON.stringify(empty));
  const change = (key: keyof Values, value: string) =>
    setValues((before) => ({ ...before, [key]: value, ...(key === 'route' ? { stop: '' } : {}) }));
  const route = requirements.routes.find((one) => one.code === values.route);
  const pupil = requirements.pupils.find((one) => one.admissionNo === values.admissionNo);
  const changing = pupil?.assignment ?? null;
  const send = () => {
    setRefused(null);
    const found: Problems = {};
    const input = { ...values };
    for (const problem of assignmentProblems(
      input,
      requirements.routes.map((one) => ({ ...one, active: true })),
      [],
      [],
    )) {
      if (problem.field !== 'toDate' && !/ is full: /.test(problem.message)) found[problem.field] ??= problem.message;
    }
    if (route && route.riders - (changing?.route === route.code ? 1 : 0) + 1 > route.seats)
      found.route = `Route ${route.code} (${route.name}) is full: ${route.seats} seats, ${route.riders} taken`;
    if (changing && !canChange) found.admissionNo = `${changing.name} already rides route ${changing.route}`;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = {
        header: {
          admissionNo: values.admissionNo,
          route: values.route,
          stop: values.stop,
          way: values.way,
          fromDate: values.fromDate,
        },
        traCheck: changing ? 2 : 1,
      };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        const field = fieldOfRefusal(message);
        if (field) setRefused({ field, message });
        throw error;
      }
      attempt.saved();
      showDoneToast(`${pupil?.name ?? values.admissionNo} rides route ${values.route} from ${values.stop}.`);
      setValues(empty);
    });
  };
  const beside = (field: keyof Values) => problems[field] ?? (refused?.field === field ? refused.message : undefined);
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      aria-labelledby={`${id}-title`}
      className="mb-4"
      style={{ maxWidth: '40rem' }}
    >
      <h2 id={`${id}-title`} className="h5">
        {changing ? `Change ${changing.name}'s seat` : 'Assign a pupil'}
      </h2>
      {failure && !refused && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <SelectField
        id={`${id}-route`}
        label="Route"
        value={values.route}
        onChange={(value) => change('route', value)}
        error={beside('route')}
        help={
          route
            ? `${route.seats} seats, ${route.riders} taken, ${Math.max(0, route.seats - route.riders)} free`
            : undefined
        }
        options={requirements.routes.map((one) => ({ value: one.code, label: `${one.code} ${one.name}` }))}
      />
      <SelectField
        id={`${id}-stop`}
        label="Stop"
        value={values.stop}
        onChange={(value) => change('stop', value)}
        error={beside('stop')}
        options={(route?.stops ?? []).map((stop) => ({
          value: stop.stopName,
          label: `${stop.stopName} (${stop.pickupTime})`,
        }))}
      />
      <SelectField
        id={`${id}-pupil`}
        label="Pupil"
        value={values.admissionNo}
        onChange={(value) => change('admissionNo', value)}
        error={beside('admissionNo')}
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
            name={`${id}-way`}
            id={`${id}-way-${way}`}
            label={WAY_LABELS[way]}
            checked={values.way === way}
            onChange={() => change('way', way)}
          />
        ))}
      </fieldset>
      <InputField
        id={`${id}-from`}
        label="From"
        type="date"
        value={values.fromDate}
        onChange={(value) => change('fromDate', value)}
        error={beside('fromDate')}
      />
      <LoadingButton loading={saving} loadingText="Saving">
        {changing ? 'Change seat' : 'Assign'}
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
