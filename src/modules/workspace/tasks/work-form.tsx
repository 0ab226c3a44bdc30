import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { checkedBy, markProblems } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveWork } from './work-api';
import type { WorkKind } from './work-kinds';
import { emptyDraft, workProblems } from './work-rules';

interface Props {
  kind: WorkKind;
  onDone: () => void;
}

type Values = Record<string, string>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The kind's own rules (the server asks the same), each problem beside its field. */
const schemaOf = (kind: WorkKind) =>
  checkedBy(z.record(z.string(), z.string()), (values) =>
    Object.entries(workProblems(kind, values)).map(([field, message]) => ({ field, message })),
  );

/**
 * A new task or ticket: the kind's fields, their problems shown beside them (the form's own check,
 * then the server's), a refusal as an alert, the input kept on failure; a double click saves once and
 * leaving with something typed asks first.
 */
export function WorkForm({ kind, onDone }: Props) {
  const [start] = useState(() => emptyDraft(kind, format(new Date(), 'yyyy-MM-dd')));
  const form = useForm<Values>({ resolver: zodResolver(schemaOf(kind)), defaultValues: start });
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveWork(kind);
  const busy = useRef(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !save.isSuccess);
  const noun = capitalised(kind.entity);

  const saveValid = (draft: Values) => {
    // The second click of a double click is checked while the first is already saving.
    if (busy.current) return;
    busy.current = true;
    save.mutate(
      { record: { ...draft, id: '' }, traCheck: 1 },
      {
        onSuccess: (answer) => {
          showDoneToast(`${noun} ${String(answer.recordId ?? '')} created.`);
          onDone();
        },
        onError: (failure) => {
          busy.current = false;
          const error = toApiError(failure);
          if (error.fieldErrors) markProblems(form, error.fieldErrors);
          else if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy.current) return;
        setRefusal(null);
        void form.handleSubmit(saveValid)(event);
      }}
      aria-labelledby="work-form-title"
      className="card card-body mb-3"
    >
      <h2 id="work-form-title" className="h5">
        New {kind.entity}
      </h2>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <div className="row g-2">
        {kind.fields.map((field) => (
          <Field
            key={field.name}
            form={form}
            name={field.name}
            id={`${kind.entity}-${field.name}`}
            label={field.label}
            type={field.type === 'date' ? 'date' : 'text'}
            options={
              field.type === 'select'
                ? (field.options ?? []).map((option) => ({ value: option, label: option }))
                : undefined
            }
            choose={null}
            maxLength={field.max}
            className={field.type === 'text' ? 'col-md-6' : 'col-sm-4'}
          />
        ))}
      </div>
      <div className="d-flex gap-2 mt-3">
        <LoadingButton loading={save.isPending} loadingText="Saving">
          Save {kind.entity}
        </LoadingButton>
        <Button variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {leaveQuestion}
    </Form>
  );
}
