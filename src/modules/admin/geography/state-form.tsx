import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingButton } from '../../../components/loading-button';
import { Field } from '../../../components/form/field';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveState } from './geography-api';
import { stateProblems, tidyState, type StateField, type StateRow } from './state-rules';

interface Props {
  country: string;
  countryName: string;
  /** The state being changed; null for a new one. */
  base: StateRow | null;
  onDone: () => void;
}

type Values = Record<StateField, string>;
const FIELDS: readonly StateField[] = ['code', 'name', 'gstCode'];

/** A new state of a country, or a state's new name and GST code (its code stays); the server checks uniqueness. */
export function StateForm({ country, countryName, base, onDone }: Props) {
  const save = useSaveState();
  const pending = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const form = useForm<Values>({
    defaultValues: { code: base?.code ?? '', name: base?.name ?? '', gstCode: base?.gstCode ?? '' },
  });
  const { isDirty } = form.formState;
  const leaveQuestion = useLeaveGuard(isDirty);
  const problem = (field: StateField) => (_value: string, values: Values) =>
    stateProblems(tidyState({ country, ...values }))[field] ?? true;

  const send = (values: Values) => {
    if (pending.current) return;
    pending.current = true;
    setRefusal(null);
    const state = tidyState({ country, ...values });
    save.mutate(
      { state, traCheck: base ? 2 : 1 },
      {
        onSuccess: () => {
          showDoneToast(base ? `${state.name} saved.` : `${state.name} added to ${countryName}.`);
          onDone();
        },
        onError: (failure) => {
          pending.current = false;
          const error = toApiError(failure);
          const others: string[] = [];
          for (const [path, message] of Object.entries(error.fieldErrors ?? {})) {
            const field = FIELDS.find((name) => `state.${name}` === path);
            if (field) form.setError(field, { message });
            else others.push(message);
          }
          if (!error.isNetwork && !error.isSessionOver) setRefusal([error.message, ...others].join(' '));
        },
      },
    );
  };

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {base ? `Edit ${base.name} (${countryName})` : `New state of ${countryName}`}
      </h1>
      <Form
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        aria-labelledby="screen-title"
        style={{ maxWidth: '32rem' }}
      >
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <Field
          id="state-code"
          label="Code"
          form={form}
          name="code"
          rules={{ validate: problem('code') }}
          readOnly={base !== null}
          autoComplete="off"
        />
        <Field
          id="state-name"
          label="Name"
          form={form}
          name="name"
          rules={{ validate: problem('name') }}
          autoComplete="off"
        />
        <Field
          id="state-gst-code"
          label="GST state code"
          form={form}
          name="gstCode"
          rules={{ validate: problem('gstCode') }}
          inputMode="numeric"
          autoComplete="off"
        />
        <div className="d-flex gap-2">
          <LoadingButton loading={save.isPending} loadingText="Saving">
            Save
          </LoadingButton>
          <Button variant="outline-secondary" onClick={() => (isDirty ? setAsking(true) : onDone())}>
            Cancel
          </Button>
        </div>
      </Form>
      {asking && (
        <ConfirmDialog
          title="Leave without saving?"
          text="Your changes on this form are not saved. Leave and lose them?"
          confirmLabel="Leave"
          onConfirm={onDone}
          onCancel={() => setAsking(false)}
        />
      )}
      {leaveQuestion}
    </section>
  );
}
