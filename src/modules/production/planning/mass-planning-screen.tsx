import { useId } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useProducible } from './mass-plan-api';
import { MassPlanForm } from './mass-plan-form';
import { SavedPlans } from './saved-plans';

/**
 * Mass planning (/production/promassplanning): plan products, see what they need and what is short, raise purchase
 * requests.
 */
export function MassPlanningScreen() {
  const id = useId();
  const allowed = useScreenPermission();
  const products = useProducible();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Mass planning
      </h1>
      {products.error ? (
        <LoadFailed message={toApiError(products.error).message} onRetry={() => void products.refetch()} />
      ) : !products.data ? (
        <Loading label="Loading the products…" />
      ) : products.data.length === 0 ? (
        <p>
          No item belongs to a finished-goods group, so there is nothing to plan. Mark a group as finished goods in the
          item groups.
        </p>
      ) : allowed('create') ? (
        <MassPlanForm products={products.data} />
      ) : (
        <p>You may look at the plans; making one needs the right to create them.</p>
      )}
      <SavedPlans canCreate={allowed('create')} canDelete={allowed('delete')} />
    </section>
  );
}
