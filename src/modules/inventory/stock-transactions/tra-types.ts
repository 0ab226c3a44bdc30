import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { TransactionType } from '../../../kits/stock/stock-row';

/** The TraType strings of `api/invLossesTra/*` exactly as the server spells them ("Sameple In" [sic] included). */
export type TraType = 'Issues' | 'Losses' | 'Sameple In' | 'Sample Out' | 'Audit';

export interface TraTypeInfo {
  traType: TraType;
  /** What one document is called: 'Material issue'. */
  noun: string;
  /** Our document number prefix (the contract shows none): ISS26-11/0001. */
  prefix: string;
  /** The stock rows it writes: out-rows (issues, losses, samples out), in-rows (samples in), or both (audit). */
  stockTypes: readonly number[];
  /** Does it take stock out (drawn lot by lot from issueFromStock)? */
  outward: boolean;
  /** The header reference it names: a department (issues), a loss type (losses), or none. */
  reference: 'department' | 'lossType' | null;
  /**
   * Our screen, whose code (3, 2, n) the demo backend checks: create 1, cancel 3, print 7. The contract's
   * server checks module-2 codes for the same TraTypes: Issues (2,2,1,1)/(2,2,1,3), Losses (2,2,3,1)/(2,2,3,3),
   * "Sameple In" (2,2,4,1), "Sample Out" (2,2,5,1), Audit (2,2,8,1).
   */
  screen: ScreenDeclaration;
}

export const TRA_TYPES: Readonly<Record<TraType, TraTypeInfo>> = {
  Issues: {
    traType: 'Issues',
    noun: 'Material issue',
    prefix: 'ISS',
    stockTypes: [TransactionType.ISSUE],
    outward: true,
    reference: 'department',
    screen: INVENTORY.consuproduct,
  },
  Losses: {
    traType: 'Losses',
    noun: 'Stock loss',
    prefix: 'LOS',
    stockTypes: [TransactionType.LOSS],
    outward: true,
    reference: 'lossType',
    screen: INVENTORY.lossesproduct,
  },
  'Sameple In': {
    traType: 'Sameple In',
    noun: 'Sample in',
    prefix: 'SMI',
    stockTypes: [TransactionType.SAMPLE_IN],
    outward: false,
    reference: null,
    screen: INVENTORY.invsamplesin,
  },
  'Sample Out': {
    traType: 'Sample Out',
    noun: 'Sample out',
    prefix: 'SMO',
    stockTypes: [TransactionType.SAMPLE_OUT],
    outward: true,
    reference: null,
    screen: INVENTORY.invsamplesout,
  },
  Audit: {
    traType: 'Audit',
    noun: 'Stock audit',
    prefix: 'AUD',
    stockTypes: [TransactionType.AUDIT_GAIN, TransactionType.AUDIT_LOSS],
    outward: false,
    reference: null,
    screen: INVENTORY.invStockAudit,
  },
};

/**
 * The stock transaction type each TraType's lines carry (an audit carries both gains and losses: AUDIT_GAIN stands for
 * it).
 */
export const TYPE_OF: Readonly<Record<TraType, number>> = {
  Issues: TransactionType.ISSUE,
  Losses: TransactionType.LOSS,
  'Sameple In': TransactionType.SAMPLE_IN,
  'Sample Out': TransactionType.SAMPLE_OUT,
  Audit: TransactionType.AUDIT_GAIN,
};

export const isTraType = (value: unknown): value is TraType =>
  typeof value === 'string' && Object.hasOwn(TRA_TYPES, value);

/** The TraType of a requirements call's recordId (102 losses, 103 issues: the contract's; 6, 106, 8 ours). */
export function traTypeOfCode(code: number): TraType | undefined {
  return (Object.keys(TYPE_OF) as TraType[]).find((traType) => TYPE_OF[traType] === code);
}

/** The TraType of one of our document numbers ('ISS26-11/0001' → 'Issues'). */
export function traTypeOfNumber(recordId: string): TraType | undefined {
  return (Object.values(TRA_TYPES) as TraTypeInfo[]).find(
    (info) => recordId.startsWith(info.prefix) && /^\d{2}-\d{2}\/\d{4,}$/.test(recordId.slice(info.prefix.length)),
  )?.traType;
}

/**
 * Our document number: `<prefix><yy>-<MM>/<4 digits>`, e.g. documentNumber('ISS', '2026-11-26', 1) → 'ISS26-11/0001'.
 */
export function documentNumber(prefix: string, date: string, seq: number): string {
  return `${prefix}${date.slice(2, 4)}-${date.slice(5, 7)}/${String(seq).padStart(4, '0')}`;
}

/** The endpoints of the contract's invLossesTra controller and the stock report. */
export const STOCK_ENDPOINTS = {
  requirements: 'api/invLossesTra/GetInvLossesTraRequirements',
  list: 'api/invLossesTra/GetInvTransactions',
  one: 'api/invLossesTra/GetInvTransaction',
  save: 'api/invLossesTra/SetInvTransaction',
  cancel: 'api/invLossesTra/DeleteInvTransaction',
  /** Ours, in the server's convention: `{ recordId, usr }` -> `{ result, filename }`; 7 the first time, 8 after. */
  print: 'api/invLossesTra/PrintInvTransaction',
  closingStock: 'api/invRepStocks/InvRepStocksClosingStocks',
} as const;
