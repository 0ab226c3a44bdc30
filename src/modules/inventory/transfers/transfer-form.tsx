import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { NewDocumentFrame } from '../shared/new-document-frame';
import { useNewDocumentSave } from '../shared/use-new-document-save';
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
  const saveState = useNewDocumentSave(form, { noun, formPath, onDone });

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    const body = toSaveBody(kind, toDraft(values));
    save.mutate({ body, idempotencyKey: saveState.startAttempt(body) }, saveState.handlers);
  });

  if (!data)
    return requirements.isError ? (
      <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
    ) : (
      <Loading label="Loading the stores and items…" />
    );
  return (
    <NewDocumentFrame
      noun={noun}
      refusal={saveState.refusal}
      onSubmit={submit}
      saving={save.isPending || form.formState.isSubmitting}
      onBack={() => onDone(null)}
      leaveQuestion={saveState.leaveQuestion}
    >
      <TransferHeaderFields kind={kind} form={form} stores={data.stores} branches={data.branches} today={today} />
      <TransferLines form={form} items={items} stock={stock} fromStore={fromStore} />
    </NewDocumentFrame>
  );
}
