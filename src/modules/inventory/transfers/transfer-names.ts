import { useMemo } from 'react';
import { useTransferRequirements } from './transfer-api';
import type { TransferKind } from './transfer-types';

export interface TransferNames {
  store: (code: string) => string;
  branch: (code: string) => string;
  item: (itemId: string) => string;
  unit: (itemId: string) => string;
}

const named = (list: ReadonlyArray<{ code: string; name: string }>) => {
  const byCode = new Map(list.map((row) => [row.code, row.name]));
  return (code: string) => (byCode.has(code) ? `${byCode.get(code)} (${code})` : code);
};

/**
 * Names of stores, branches and items for lists and the printed document ('Main store (MAIN)'); codes until they load.
 */
export function useTransferNames(kind: TransferKind, today: string): TransferNames & { loading: boolean } {
  const requirements = useTransferRequirements(kind, today, '');
  const data = requirements.data;
  return useMemo(() => {
    const items = new Map((data?.items ?? []).map((item) => [item.itemId, item]));
    return {
      loading: requirements.isPending,
      store: named(data?.stores ?? []),
      branch: named(data?.branches ?? []),
      item: (itemId: string) => (items.has(itemId) ? `${items.get(itemId)!.name} (${itemId})` : itemId),
      unit: (itemId: string) => items.get(itemId)?.unit ?? '',
    };
  }, [data, requirements.isPending]);
}

/** 'DRY' or 'E001 · DRY' in words: where a transfer's stock leaves from or goes to. */
export const placeName = (names: TransferNames, store: string, branch?: string): string =>
  branch ? `${names.store(store)}, ${names.branch(branch)}` : names.store(store);
