import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, type Control, type UseFormReturn } from 'react-hook-form';
import type { ComponentType } from 'react';
import { LoadingButton } from '../../components/loading-button';
import { toApiError } from '../../lib/api/api-error';
import { showDoneToast } from '../../lib/messages/messages';
import { useFormShortcuts } from '../../lib/shortcuts/use-form-shortcuts';
import type { ResourceDeclaration, ResourceRecord } from '../resource';
import { emptyRecord, resourceSchema } from '../resource-schema';
import { useSaveRecord } from '../use-resource';
import { DocumentCalculator } from '../document/document-calculator';
import { FormField } from './form-field';
import { useLeaveGuard } from './use-leave-guard';
import { useSaveAttemptKey } from './save-attempt-key';
import { useFormDraft } from './use-form-draft';
import { DraftNotice } from './draft-notice';

/**
 * Something a module shows under a form's fields from the values being typed (an asset's depreciation schedule), or
 * helps fill them with (a receipt's pending order lines).
 */
export type FormExtra = ComponentType<{ control: Control<ResourceRecord>; form: UseFormReturn<ResourceRecord> }>;

interface Props {
  resource: ResourceDeclaration;
  extra?: FormExtra | undefined;
  /** The record being edited; null for a new one. */
  record: ResourceRecord | null;
  onDone: () => void;
}

/**
 * A master's form: validation derived from the declaration, server refusals shown, input kept, one save per click
 * (or Ctrl+S); Cancel (or Esc) asks first when something is not saved.
 */
export function ResourceFormPage({ resource, record, onDone, extra: Extra }: Props) {
  const save = useSaveRecord(resource);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<ResourceRecord>({
    // The derived schema's output is the record itself: the resolver's types cannot see that.
    resolver: zodResolver(resourceSchema(resource)) as never,
    // Fields added to a declaration after a record was saved start empty.
    defaultValues: { ...emptyRecord(resource), ...record },
  });
  const { isDirty, isSubmitting } = form.formState;
  const attempt = useSaveAttemptKey();
  const draft = useFormDraft(form, resource.name, record === null ? null : String(record[resource.key]));
  const leaveQuestion = useLeaveGuard(isDirty && !saved, draft.forget);
  const buttons = useRef<HTMLDivElement>(null);
  useFormShortcuts({ actions: buttons, onCancel: onDone });
  // Back to the list once the save is through (and the leave guard has let go).
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);
  const creating = record === null;
  const labelField = resource.document?.number ?? resource.key;
  const heading = creating
    ? `New ${resource.singular.toLowerCase()}`
    : `Edit ${resource.singular.toLowerCase()} ${String(record[labelField] ?? record[resource.key])}`;

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    save.mutate(
      { record: values, traCheck: creating ? 1 : 2, idempotencyKey: attempt.keyFor(values) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          draft.forget();
          // A new document's number is the server's: its answer carries it (`seq`, or the record id).
          const label = String(values[labelField] || answer.seq || answer.recordId || values[resource.key] || '');
          showDoneToast(`${resource.singular} ${label} saved.`);
          setSaved(true);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [name, message] of Object.entries(error.fieldErrors ?? {})) form.setError(name, { message });
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {heading}
      </h1>
      <Form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="screen-title"
        style={{ maxWidth: resource.fields.some((field) => field.type === 'lines') ? '72rem' : '40rem' }}
      >
        <DraftNotice restoredAt={draft.restoredAt} onDiscard={draft.discard} />
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        {resource.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            name={field.name}
            id={`${resource.name}-${field.name}`.replace(/\./g, '-')}
            form={form}
            readOnly={!!field.readOnly || (!creating && !!field.fixedAfterCreate)}
          />
        ))}
        {resource.document && <DocumentCalculator rules={resource.document} form={form} />}
        {Extra && <Extra control={form.control} form={form} />}
        <div className="d-flex gap-2" ref={buttons}>
          <LoadingButton loading={save.isPending || isSubmitting} loadingText="Saving">
            Save
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
