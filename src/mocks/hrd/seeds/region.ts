/** Given names and surnames of the region a demo company sits in, so its staff read like local people. */
export interface Region {
  men: readonly string[];
  women: readonly string[];
  surnames: readonly string[];
  /** [bank name, IFSC prefix, account number length] */
  banks: ReadonlyArray<readonly [string, string, number]>;
}

export const SBI = ['State Bank of India', 'SBIN', 11] as const;

export const HDFC = ['HDFC Bank', 'HDFC', 14] as const;
