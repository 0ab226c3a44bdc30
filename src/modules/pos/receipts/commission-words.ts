import type { CommissionBasis, EarnerKind } from './domain/commission-rules';

/** How each kind of commission payment names its people. */
export const COMMISSION_WORDS: Readonly<
  Record<EarnerKind, { title: string; earner: string; earners: string; subject: string }>
> = {
  agent: { title: 'Agent payments', earner: 'Agent', earners: 'agents', subject: 'agent' },
  employee: { title: 'Employee payments', earner: 'Employee', earners: 'employees', subject: 'employee' },
};

export const BASIS_LABELS: Readonly<Record<CommissionBasis, string>> = {
  INVOICE: 'invoiced value',
  COLLECTION: 'amount collected',
};
