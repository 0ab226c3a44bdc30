import type { ProductCode } from '../../../lib/editions';

/** What a demo company trades in, so each edition's masters read like its own business. */
export type TradeProfile = 'food' | 'industrial' | 'retail' | 'office';

const PROFILES: Record<ProductCode, TradeProfile> = {
  'D-MIN': 'food',
  'D-RES': 'food',
  'D-TAK': 'food',
  'D-USI': 'industrial',
  'D-CON': 'industrial',
  'D-COM': 'retail',
  'D-POS': 'retail',
  'D-EC1': 'retail',
  'D-SHA': 'office',
  'D-SHI': 'office',
  'D-DHA': 'office',
  'D-REA': 'office',
  'D-RID': 'office',
  'D-CRM': 'office',
  'D-HOS': 'office',
};

export function tradeProfile(pCode: ProductCode): TradeProfile {
  return PROFILES[pCode];
}
