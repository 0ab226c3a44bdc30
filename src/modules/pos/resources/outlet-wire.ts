import type { FieldOption, ResourceRecord, WireShape } from '../../../engine/resource';

/** The kinds of outlet, each with the int the server's `ResOutletMaster.Outlettype` holds it as (our numbering). */
const OUTLET_TYPES: readonly (FieldOption & { wire: number })[] = [
  { value: 'DINE', label: 'Dine-in', wire: 1 },
  { value: 'BAR', label: 'Bar', wire: 2 },
  { value: 'CAFE', label: 'Café', wire: 3 },
  { value: 'ROOM', label: 'Room service', wire: 4 },
  { value: 'BANQUET', label: 'Banquet and catering', wire: 5 },
  { value: 'TAKEAWAY', label: 'Take-away', wire: 6 },
  { value: 'DELIVERY', label: 'Home delivery', wire: 7 },
  { value: 'COUNTER', label: 'Billing counter', wire: 8 },
];

export const OUTLET_TYPE_OPTIONS: readonly FieldOption[] = OUTLET_TYPES.map(({ value, label }) => ({ value, label }));

/** The record without the fields it does not have (a partly filled form travels as far as it goes). */
const present = (record: Record<string, ResourceRecord[string] | undefined>): ResourceRecord =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as ResourceRecord;

function toWire(record: ResourceRecord): ResourceRecord {
  const { code, name, outletType, autoSettle, billingGroup, ...ours } = record;
  return present({
    restaCode: code,
    restaName: name,
    outlettype: OUTLET_TYPES.find((type) => type.value === outletType)?.wire,
    // The server's BillingGroup is an int that must be there: an outlet without one is not sent as null.
    billingGroup: billingGroup ?? undefined,
    autoSettleChck: typeof autoSettle === 'boolean' ? (autoSettle ? 1 : 0) : undefined,
    ...ours,
  });
}

/** The server's fields the form has under other names, and those it stamps from the user (no field of the form). */
const SERVER_ONLY = new Set(['restaCode', 'restaName', 'outlettype', 'autoSettleChck', 'branchid', 'customerCode']);

function fromWire(record: ResourceRecord): ResourceRecord {
  const { restaCode, restaName, outlettype, autoSettleChck } = record;
  const ours = Object.fromEntries(Object.entries(record).filter(([name]) => !SERVER_ONLY.has(name)));
  return present({
    code: restaCode,
    name: restaName,
    outletType: OUTLET_TYPES.find((type) => type.wire === Number(outlettype))?.value,
    autoSettle: autoSettleChck === undefined || autoSettleChck === null ? undefined : Number(autoSettleChck) === 1,
    ...ours,
  });
}

/**
 * An outlet travels as the server's `ResOutletMaster` (`{ outlet: { restaCode, restaName, outlettype,
 * billingGroup, autoSettleChck } }`, with our own fields beside them); the form and the demo's store keep our names.
 */
export const OUTLET_WIRE: WireShape = { header: 'outlet', parts: {}, toWire, fromWire };
