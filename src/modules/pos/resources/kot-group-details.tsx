import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import type { ResourceRecord } from '../../../engine/resource';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { POS_MASTERS_CONTRACT } from '../../../lib/contract/pos-masters-contract';
import { toApiError } from '../../../lib/api/api-error';
import { dataProvider } from '../../../lib/api/data-provider';
import { POS_MASTER_ROUTES, type KotGroupItemGroup } from './master-routes';

/**
 * A KOT group's details, `{ detail: <group>, usr }`: the contract names the group by what identifies it, ours by its
 * code.
 */
export function useKotGroupDetails(group: string) {
  const body: Omit<RequestOf<typeof POS_MASTERS_CONTRACT.kotGroupDetails>, 'usr'> = { detail: group };
  return useQuery({
    enabled: group !== '',
    queryKey: ['pos.kot-groups', 'details', group],
    queryFn: async () =>
      (await dataProvider.report<KotGroupItemGroup[] | null>(POS_MASTER_ROUTES.kotGroupDetails, body)) ?? [],
  });
}

const itemsWord = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** Under a KOT group's fields: the item groups whose items it prints, from the contract's GetResKOTGroupDetails. */
export function KotGroupDetails({ form }: { form: UseFormReturn<ResourceRecord> }) {
  const group = String(form.formState.defaultValues?.code ?? '');
  const details = useKotGroupDetails(group);
  if (!group) return null;
  return (
    <section aria-labelledby="kot-group-details-title" className="mb-3">
      <h2 id="kot-group-details-title" className="h6">
        Printed here
      </h2>
      {details.isPending && <p role="status">Loading…</p>}
      {details.error && <p className="text-danger">{toApiError(details.error).message}</p>}
      {details.data?.length === 0 && <p>No item is sent to this KOT group yet: choose it on the items.</p>}
      {details.data && details.data.length > 0 && (
        <ul aria-labelledby="kot-group-details-title">
          {details.data.map((row) => (
            <li key={row.code}>
              {row.name} ({row.code}): {itemsWord(row.items)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
