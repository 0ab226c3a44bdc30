import type { OccupantChoice } from './allocation-types';

export interface ChargeHead {
  code: string;
  name: string;
  amount: number | null;
  taxPercent: number;
}

export interface ServiceChoice {
  code: string;
  name: string;
  rate: number;
  per: string;
  taxPercent: number;
  optional: boolean;
}

export interface ChargeRequirements {
  month: string;
  currentMonth: string;
  occupants: OccupantChoice[];
  heads: ChargeHead[];
  services: ServiceChoice[];
}

export type ChargeKind = 'CHARGE' | 'SERVICE';

export interface ChargeInput {
  kind: ChargeKind;
  allocNo: string;
  month: string;
  /** The post-charge head or the service. */
  code: string;
  /** A charge's rate in rupees (the head's default when null); ignored for a service. */
  amount: number | null;
  /** A charge's quantity (nights, pieces); 1 for a service. */
  quantity: number;
  remarks: string;
}

export interface PostedCharge {
  /** HPC<yy>-<MM>/<nnnn> for a charge, HSV<yy>-<MM>/<nnnn> for a subscription. */
  id: string;
  kind: ChargeKind;
  month: string;
  date: string;
  allocNo: string;
  occupantKey: string;
  occupantName: string;
  code: string;
  name: string;
  /** A charge's rate, a service's rate per its period. */
  rate: number;
  per: string;
  quantity: number;
  taxPercent: number;
  /** The income account's name it posts to (a head's account; services post to the hostel services income). */
  account: string;
  remarks: string;
  /** The live bill it is on ('' while not billed). */
  billNo: string;
  status: 'OPEN' | 'WITHDRAWN';
  by: string;
}
