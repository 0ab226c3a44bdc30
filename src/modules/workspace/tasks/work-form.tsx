import { format } from 'date-fns';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveWork } from './work-api';
import type { WorkField, WorkKind } from './work-kinds';
import { emptyDraft, workProblems } from './work-rules';

interface Props {
  kind: WorkKind;
  onDone: () => void;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A new task or ticket: the kind's fields, their problems shown beside them (the form's own check,
 * then the server's), a refusal as an alert, the input kept on failure; a double click saves once and
 * leaving with something typed asks first.
 */
export function WorkForm({ kind, onDone }: Props) {
  const [start] = useState(() => emptyDraft(kind, format(new Date(), 'yyyy-MM-dd')));
  const [draft, setDraft] = useState(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveWork(kind);
  const dirty = kind.fields.some((field) => draft[field.name] !== start[field.name]);
  const leaveQuestion = useLeaveGuard(dirty && !save.isSuccess);
  const noun = capitalised(kind.entity);
  const idOf = (field: WorkField) => `${kind.entity}-${field.name}`;

  const showProblems = (problems: Record<string, string>) => {
    setErrors(problems);
    const first = kind.fields.find((field) => problems[field.name]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setRefusal(null);
    const problems = workProblems(kind, draft);
    showProblems(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(
      { record: { ...draft, id: '' }, traCheck: 1 },
      {
        onSuccess: (answer) => {
          showDoneToast(`${noun} ${String(answer.recordId ?? '')} created.`);
          onDone();
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (error.fieldErrors) showProblems(error.fieldErrors);
          else if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="work-form-title" className="card card-body mb-3">
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
          <Form.Group
            key={field.name}
            controlId={idOf(field)}
            className={field.type === 'text' ? 'col-md-6' : 'col-sm-4'}
          >
            <Form.Label>{field.label}</Form.Label>
            {field.type === 'select' ? (
              <Form.Select
                value={draft[field.name] ?? ''}
                isInvalid={Boolean(errors[field.name])}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? `${idOf(field)}-problem` : undefined}
                onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
              >
                {(field.options ?? []).map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </Form.Select>
            ) : (
              <Form.Control
                type={field.type}
                value={draft[field.name] ?? ''}
                maxLength={field.max}
                isInvalid={Boolean(errors[field.name])}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? `${idOf(field)}-problem` : undefined}
                onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
              />
            )}
            <Form.Control.Feedback type="invalid" id={`${idOf(field)}-problem`}>
              {errors[field.name]}
            </Form.Control.Feedback>
          </Form.Group>
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
