import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import type { TransferKind } from './transfer-types';

export interface TransferKindInfo {
  kind: TransferKind;
  screen: ScreenDeclaration;
  /** 'Store transfer' */
  noun: string;
  /** Number prefix: STT<yy>-<MM>/<4 digits>, BBT… (ours). */
  prefix: string;
  endpoints: { list: string; get: string; save: string; print: string; requirements: string };
}

// These routes are ours: the real server's store-to-store and branch-to-branch controllers were not
// seen (contract 03-procurement.md §10), so they follow its conventions (POST api/<Controller>/<Action>).
const endpoints = (controller: string, singular: string) => ({
  list: `api/${controller}/Get${singular}s`,
  get: `api/${controller}/Get${singular}`,
  save: `api/${controller}/Set${singular}`,
  print: `api/${controller}/Print${singular}`,
  requirements: `api/${controller}/Get${singular}Requirements`,
});

export const TRANSFER_KINDS: Readonly<Record<TransferKind, TransferKindInfo>> = {
  store: {
    kind: 'store',
    screen: INVENTORY.invStoreTransfers,
    noun: 'Store transfer',
    prefix: 'STT',
    endpoints: endpoints('invStoreTransfers', 'InvStoreTransfer'),
  },
  branch: {
    kind: 'branch',
    screen: INVENTORY.invBranchTransfers,
    noun: 'Branch transfer',
    prefix: 'BBT',
    endpoints: endpoints('invBranchTransfers', 'InvBranchTransfer'),
  },
};

/** 'STT26-05/0001' from the prefix, the document's date (yyyy-MM-dd) and its running number. */
export const transferNumber = (prefix: string, date: string, seq: number): string =>
  `${prefix}${date.slice(2, 4)}-${date.slice(5, 7)}/${String(seq).padStart(4, '0')}`;
