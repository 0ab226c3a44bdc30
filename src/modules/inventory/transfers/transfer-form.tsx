import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { TRANSFER_KINDS } from './transfer-kinds';
import { useSaveTransfer, useTransferRequirements } from './transfer-api';
import {
  emptyTransfer,
  formPath,
  toDraft,
  toSaveBody,
  transferResolver,
  type TransferFormValues,
} from './transfer-form-values';
import { TransferHeaderFields } from './transfer-header-fields';
import { TransferLines } from './transfer-lines';
import type { DraftContext } from './transfer-rules';
import type { TransferKind } from './transfer-types';

interface Props {
  kind: TransferKind;
  today: string;
  branch: string;
  onDone: (id: string | null) => void;
}

/**
 * A new transfer: checked as the user saves with the server's rules (stock as loaded), then by the server against its
 * ledger.
 */
export function TransferForm({ kind, today, branch, onDone }: Props) {
  const { noun } = TRANSFER_KINDS[kind];
  const save = useSaveTransfer(kind);
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [requirementsOf, setRequirementsOf] = useState({ dat: today, fromStore: '' });
  const requirements = useTransferRequirements(kind, requirementsOf.dat || today, requirementsOf.fromStore);
  const data = requirements.data;
  const items = useMemo(() => new Map((data?.items ?? []).map((item) => [item.itemId, item])), [data]);
  // Stock still being loaded for a new date or store is not checked here (the server checks it anyway).
  const stock = requirementsOf.fromStore && data && !requirements.isPlaceholderData ? data.stock : undefined;
  const context: DraftContext = { today, items: (id) => items.get(id), stock };
  // The rules read the stock loaded (the form's `context` follows every render).
  const form = useForm<TransferFormValues, DraftContext>({
    resolver: transferResolver(kind, today),
    context,
    defaultValues: emptyTransfer(today, kind === 'branch' ? branch : ''),
  });
  const [dat, fromStore] = useWatch({ control: form.control, name: ['dat', 'fromStore'] });
  if (dat !== requirementsOf.dat || fromStore !== requirementsOf.fromStore) setRequirementsOf({ dat, fromStore });
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && savedId === null);
  useEffect(() => {
    if (savedId !== null) onDone(savedId);
  }, [savedId, onDone]);

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    const body = toSaveBody(kind, toDraft(values));
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          const id = String(answer.recordId ?? '');
          showDoneToast(`${noun} ${id} saved.`);
          setSavedId(id);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [path, message] of Object.entries(error.fieldErrors ?? {}))
            form.setError(formPath(path) as FieldPath<TransferFormValues>, { message });
          // A lost connection or an ended session says so itself; what was typed stays.
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });

  if (!data)
    return requirements.isError ? (
      <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
    ) : (
      <Loading label="Loading the stores and items…" />
    );
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
        <TransferHeaderFields kind={kind} form={form} stores={data.stores} branches={data.branches} today={today} />
        <TransferLines form={form} items={items} stock={stock} fromStore={fromStore} />
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
