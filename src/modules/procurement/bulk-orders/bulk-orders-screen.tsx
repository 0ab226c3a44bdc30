import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { DataTable } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { bulkOrderColumns } from './bulk-order-columns';
import { useBulkRequirements, usePlaceBulkOrders, useSuppliers, type SupplierChoice } from './bulk-order-api';
import {
  chosenDetails,
  defaultChoice,
  lineKey,
  pendingOf,
  problemsByLine,
  type LineChoice,
} from './bulk-order-choices';
import { bulkOrderProblems } from './bulk-order-rules';
import type { BulkRequirements } from './bulk-order-types';

function BulkOrderForm({
  requirements,
  suppliers,
}: {
  requirements: BulkRequirements;
  suppliers: readonly SupplierChoice[];
}) {
  const place = usePlaceBulkOrders();
  const attempt = useSaveAttemptKey();
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const choiceOf = (line: BulkRequirements['requests'][number]) =>
    choices[lineKey(line)] ?? defaultChoice(line, requirements);
  const unitOf = (itemId: string) => requirements.materials.find((row) => row.itemid === itemId)?.um ?? '';
  const supplierName = (code: string) => suppliers.find((supplier) => supplier.code === code)?.name ?? '';
  const change = (line: BulkRequirements['requests'][number], update: Partial<LineChoice>) =>
    setChoices((previous) => ({ ...previous, [lineKey(line)]: { ...choiceOf(line), ...update } }));

  const placeOrders = () => {
    if (place.isPending) return;
    setRefusal(null);
    const chosen = chosenDetails(requirements, choiceOf, supplierName);
    if (chosen.length === 0) return setRefusal('Tick the request lines to order first.');
    const keys = chosen.map((row) => row.key);
    const details = chosen.map((row) => row.detail);
    const found = problemsByLine(bulkOrderProblems(details, pendingOf(requirements)), keys);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { details, terms: [] };
    place.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          setChoices({});
          const orders = typeof answer.seq === 'string' ? answer.seq : '';
          showDoneToast(`Orders placed, waiting for approval: ${orders}.`);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (error.fieldErrors) setProblems(problemsByLine(error.fieldErrors, keys));
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  };

  if (requirements.requests.length === 0) return <p>No approved request lines are waiting for an order.</p>;
  return (
    <>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <DataTable
        rows={requirements.requests}
        columns={bulkOrderColumns({ unitOf, choiceOf, suppliers, problems, change })}
        rowKey={lineKey}
        caption="Approved request lines waiting for an order, quantities in each item's stock unit"
        captionPlacement="bottom"
        rowHeader={1}
        cards
      />
      <ScreenAction transaction="create">
        <LoadingButton type="button" loading={place.isPending} loadingText="Placing orders" onClick={placeOrders}>
          Place orders
        </LoadingButton>
      </ScreenAction>
    </>
  );
}

/**
 * Bulk orders (/procurement/pur-bulk-orders): approved request lines ordered together, one order per supplier, each
 * pending approval.
 */
export function BulkOrdersScreen() {
  const requirements = useBulkRequirements();
  const suppliers = useSuppliers();
  const failed = requirements.error ?? suppliers.error;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Bulk orders
      </h1>
      {failed ? (
        <LoadFailed
          message={toApiError(failed).message}
          onRetry={() => void Promise.all([requirements.refetch(), suppliers.refetch()])}
        />
      ) : requirements.data && suppliers.data ? (
        <BulkOrderForm requirements={requirements.data} suppliers={suppliers.data} />
      ) : (
        <Loading label="Loading the approved request lines…" />
      )}
    </section>
  );
}
