import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { DataTable } from '../../../components/data-table';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveStockDocument } from './stock-api';
import { emptyLine, formPath, stockFormSchema, toSaveBody, type StockFormValues } from './stock-form-values';
import { StockHeaderFields } from './stock-header-fields';
import { stockLineColumns } from './stock-line-row';
import type { StockRequirements } from './stock-wire';
import { TRA_TYPES, type TraType } from './tra-types';

interface Props {
  traType: TraType;
  start: StockFormValues;
  requirements: StockRequirements;
  onDone: (recordId: string | null) => void;
}

/**
 * A new issue, loss or sample: checked as the user saves and again by the server, which refuses any shortage line by
 * line.
 */
export function StockDocumentForm({ traType, start, requirements, onDone }: Props) {
  const { noun } = TRA_TYPES[traType];
  const save = useSaveStockDocument();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const form = useForm<StockFormValues>({ resolver: zodResolver(stockFormSchema(traType)), defaultValues: start });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const items = useMemo(() => new Map(requirements.matinfo.map((item) => [item.itemid, item])), [requirements]);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && savedId === null);
  useEffect(() => {
    if (savedId !== null) onDone(savedId);
  }, [savedId, onDone]);

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    const body = toSaveBody(traType, values);
    save.mutate(
      { ...body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          const recordId = String(answer.recordId ?? '');
          showDoneToast(`${noun} ${recordId} saved.`);
          setSavedId(recordId);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [path, message] of Object.entries(error.fieldErrors ?? {}))
            form.setError(formPath(path) as Path<StockFormValues>, { message });
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });
  const rootError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        New {noun.toLowerCase()}
      </h1>
      <Form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="screen-title"
        style={{ maxWidth: '72rem' }}
      >
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <StockHeaderFields traType={traType} form={form} requirements={requirements} />
        <div className="mb-2">
          <DataTable
            rows={lines.fields}
            columns={stockLineColumns(
              traType,
              { form, requirements, items },
              lines.fields.length > 1 ? (index) => lines.remove(index) : null,
            )}
            rowKey={(field) => field.id}
            caption="Lines"
            captionPlacement="bottom"
            rowHeader={false}
            tableClassName="table table-sm align-top"
            cards
          />
        </div>
        {rootError && <div className="invalid-feedback d-block mb-2">{rootError}</div>}
        <Button
          variant="outline-primary"
          size="sm"
          className="mb-3"
          onClick={() => lines.append(emptyLine(form.getValues(`lines.${lines.fields.length - 1}.store`) ?? ''))}
        >
          Add a line
        </Button>
        <div className="d-flex gap-2">
          <LoadingButton loading={save.isPending || form.formState.isSubmitting} loadingText="Saving">
            Save
          </LoadingButton>
          <Button variant="outline-secondary" onClick={() => onDone(null)}>
            Back to the list
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
