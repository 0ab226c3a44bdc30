import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ScreenAction } from '../../../engine/screen-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { useOrderTerms, useSaveTerm } from './term-api';
import { TermAddForm } from './term-add-form';
import type { PurchaseTerm } from './term-rules';
import { TermsTable } from './terms-table';

/**
 * /procurement/pur-order-terms: the standard terms of purchase orders, added (transaction 1) and deleted (3) here. The
 * server keeps no modify, so a term is never edited: deleted and added again.
 */
export function OrderTermsScreen() {
  const terms = useOrderTerms();
  const remove = useSaveTerm();
  const allowed = useScreenPermission();
  const [deleting, setDeleting] = useState<PurchaseTerm | null>(null);

  const confirmDelete = (term: PurchaseTerm) => {
    if (remove.isPending) return;
    remove.mutate(
      { term: { term: term.term, slno: term.slno }, traCheck: 3 },
      {
        onSuccess: () => showDoneToast(`Term ${term.slno} deleted.`),
        onError: (failure) => showMessage(MessageType.ErrorDialog, toApiError(failure).message),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Order terms
      </h1>
      <p className="text-muted">The standard terms of purchase orders, in their order.</p>
      {terms.isPending ? (
        <Loading label="Loading the order terms…" />
      ) : terms.isError ? (
        <LoadFailed message={toApiError(terms.error).message} onRetry={() => void terms.refetch()} />
      ) : (
        <>
          <ScreenAction transaction="create">
            <TermAddForm terms={terms.data} />
          </ScreenAction>
          <TermsTable terms={terms.data} onDelete={allowed('delete') ? setDeleting : null} />
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete order term"
          text={`Delete term ${deleting.slno}, "${deleting.term}"? Orders already made keep their own copy of it.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
