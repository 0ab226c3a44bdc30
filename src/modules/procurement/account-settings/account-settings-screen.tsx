import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { usePurchaseAssignments } from './account-settings-api';
import { MappingForm } from './mapping-form';

/**
 * Procurement → Setup → Accounts (/procurement/pur-acc-settings): the account of every purchase
 * posting code (contract 03 section 5). The codes listed are exactly those the postings look for
 * (the contract's screen listed other, lower-case codes, so its vouchers were never posted).
 */
export function AccountSettingsScreen() {
  const assignments = usePurchaseAssignments();
  return (
    <section aria-labelledby="screen-title" style={{ maxWidth: '64rem' }}>
      <h1 id="screen-title" className="h3 mb-2">
        Purchase accounts settings
      </h1>
      <p className="text-body-secondary">
        The account each purchase posting goes to. A goods receipt, return, credit note, advance or payment is posted to
        the books only when every account it needs is mapped.
      </p>
      {assignments.isPending ? (
        <Loading label="Loading the purchase accounts…" />
      ) : assignments.isError ? (
        <LoadFailed message={toApiError(assignments.error).message} onRetry={() => void assignments.refetch()} />
      ) : (
        <MappingForm rows={assignments.data} />
      )}
    </section>
  );
}
