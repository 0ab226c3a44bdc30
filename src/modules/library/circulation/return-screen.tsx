import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { useReturnRequirements } from './circulation-api';
import { ReturnForm, type ReturnSaved } from './return-form';
import { ReturnSlip } from './return-slip';

function savedText(saved: ReturnSaved): string {
  if (saved.fine === 0) return `Return ${saved.returnNo} saved: no fine.`;
  const fine = formatMoney(toPaise(saved.fine));
  if (saved.receiptNo)
    return `Return ${saved.returnNo} saved: the fine of ${fine} was collected on fee receipt ${saved.receiptNo}.`;
  return `Return ${saved.returnNo} saved: the fine of ${fine} is on the pupil's fee ledger.${saved.notice ? ` ${saved.notice}` : ''}`;
}

/**
 * Book returns (/library/lib-receipts): take copies back, fining a pupil ₹2 a day late (to the fee ledger, or collected
 * now).
 */
export function ReturnScreen() {
  const requirements = useReturnRequirements();
  const allowed = useScreenPermission();
  const [saved, setSaved] = useState<(ReturnSaved & { round: number }) | null>(null);
  const onSaved = useCallback(
    (next: ReturnSaved) => setSaved((last) => ({ ...next, round: (last?.round ?? 0) + 1 })),
    [],
  );
  return (
    <section aria-labelledby="lib-returns-title">
      <h1 id="lib-returns-title" className="h3 mb-3 d-print-none">
        Book returns
      </h1>
      {saved && (
        <>
          <Alert className="d-print-none" variant={saved.notice ? 'warning' : 'success'} role="status">
            {savedText(saved)}
          </Alert>
          <ReturnSlip saved={saved} canPrint={allowed('print')} />
        </>
      )}
      {requirements.error ? (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      ) : !requirements.data ? (
        <Loading label="Loading the books out…" />
      ) : (
        <ReturnForm key={saved?.round ?? 0} requirements={requirements.data} onSaved={onSaved} />
      )}
    </section>
  );
}
