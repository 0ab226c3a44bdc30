import { isRupeeAmount } from '../../lib/money/money';
import { monthName } from '../../modules/hostels/domain/hostel-dates';
import { HOSTEL_INCOME } from '../../modules/hostels/domain/billing-rules';
import { type PostedCharge } from '../../modules/hostels/domain/charge-types';
import { type HostelAllocation } from '../../modules/hostels/domain/allocation-types';
import { text } from './hostel-common';
import { packagesOf, postChargeHeadsOf, servicesOf } from './hostel-masters';

/** What a posted line is, apart from whose and when: the same fields for a subscription and a charge. */
export type ChargeLine = Pick<PostedCharge, 'code' | 'name' | 'rate' | 'per' | 'quantity' | 'taxPercent' | 'account'>;

/**
 * The optional service an occupant subscribes to for the month, or why not: it must be active, optional, not in a
 * package they held that month and not already subscribed.
 */
export async function serviceLine(
  companyCode: number,
  header: Record<string, unknown>,
  allocation: HostelAllocation,
  month: string,
  held: ReadonlyArray<{ packageCode: string }>,
  charges: readonly PostedCharge[],
): Promise<ChargeLine | string> {
  const service = (await servicesOf(companyCode)).get(text(header.code));
  if (!service || !service.active) return 'Choose the service.';
  if (!service.optional)
    return `${service.name} is compulsory: every resident pays it, in the package or with the bed alone.`;
  const packages = new Map((await packagesOf(companyCode)).map((pack) => [pack.code, pack]));
  const including = held
    .map((segment) => packages.get(segment.packageCode))
    .find((pack) => pack?.services.includes(service.code));
  if (including)
    return `${service.name} is included in ${allocation.occupant.name}'s package ${including.name} (${including.code}).`;
  const twice = charges.find(
    (one) =>
      one.kind === 'SERVICE' &&
      one.status === 'OPEN' &&
      one.allocNo === allocation.allocNo &&
      one.month === month &&
      one.code === service.code,
  );
  if (twice)
    return `${allocation.occupant.name} is already subscribed to ${service.name} for ${monthName(month)} (${twice.id}).`;
  return {
    code: service.code,
    name: service.name,
    rate: service.rate,
    per: service.per,
    quantity: 1,
    taxPercent: service.taxPercent,
    account: HOSTEL_INCOME.services,
  };
}

/** A charge head posted to an occupant, at the amount typed (else the head's own) times the quantity, or why not. */
export async function chargeLine(companyCode: number, header: Record<string, unknown>): Promise<ChargeLine | string> {
  const head = (await postChargeHeadsOf(companyCode)).find((one) => one.code === text(header.code) && one.active);
  if (!head) return 'Choose the charge.';
  const typed =
    header.amount === null || header.amount === undefined || header.amount === '' ? null : Number(header.amount);
  const rate = typed ?? head.amount;
  if (rate === null) return `Give the amount: ${head.name} has no default amount.`;
  if (!Number.isFinite(rate) || rate <= 0 || !isRupeeAmount(rate))
    return 'Give the amount in rupees, above zero, with at most two decimals.';
  const quantity = Number(header.quantity ?? 1);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999)
    return 'Give the quantity as a whole number from 1 to 999.';
  return {
    code: head.code,
    name: head.name,
    rate,
    per: '',
    quantity,
    taxPercent: head.taxPercent,
    account: head.account,
  };
}
