import Alert from 'react-bootstrap/Alert';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { toPaise, type Paise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { usePrepareBill } from './checkout-api';
import type { CheckoutRequirements } from './domain/checkout-types';

interface Props {
  stayNo: string;
  balance: Paise;
  requirements: CheckoutRequirements;
}

/** Step one of a check-out: charge the nights not yet charged, number the final bill, close the folio to postings. */
export function PrepareStep({ stayNo, balance, requirements }: Props) {
  const prepare = usePrepareBill();
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useOneSubmit();
  const nights = requirements.nightsToCharge;
  const run = () =>
    void submit(async () => {
      const answer = await prepare.mutateAsync({ stayNo, idempotencyKey: attempt.keyFor({ stayNo }) });
      attempt.saved();
      showDoneToast(`Final bill ${String(answer.seq ?? '')} prepared.`);
    });
  return (
    <section aria-labelledby="prepare-title" className="border rounded p-2 p-md-3 mb-3">
      <h2 id="prepare-title" className="h5">
        Prepare the final bill
      </h2>
      <p className="mb-1">{`Folio balance now: ${formatMoney(balance)}.`}</p>
      <p>
        {nights.length === 0
          ? 'Every night is already charged.'
          : `Preparing charges ${nights.length} night${nights.length === 1 ? '' : 's'} not yet charged (${nights.map((night) => formatDate(night)).join(', ')}): ${formatMoney(toPaise(requirements.nightsAmount))} with GST.`}{' '}
        The folio then takes no postings until it is settled or reopened.
      </p>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {allowed('create') ? (
        <LoadingButton type="button" loading={saving} loadingText="Preparing" onClick={run}>
          Prepare the final bill
        </LoadingButton>
      ) : (
        <p className="text-body-secondary">You may not check guests out.</p>
      )}
    </section>
  );
}
