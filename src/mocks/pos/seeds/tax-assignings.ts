import type { DemoCompany } from '../../core/company/companies';
import { itemGroupRows } from './item-groups';
import { itemRows } from './items';
import { outletRows } from './outlets';

/**
 * Each item group's usual tax at all outlets, where every item of the group carries it; banquet and room-service
 * outlets charge 18% on food. A group whose items are taxed apart (a shop's tea at 5 % beside its cola at 28 %)
 * has no assignment, since an assignment overrides the items' own taxes and the bills would disagree with the item
 * master.
 */
export function taxAssigningSeed(company: DemoCompany) {
  const groups = itemGroupRows(company);
  const items = itemRows(company);
  const uniform = groups.filter(([code, , , , tax]) => items.every((item) => item.group !== code || item.tax === tax));
  const common = uniform.map(([itemGroup, name, , , tax]) => ({
    itemGroup,
    outlet: '',
    tax,
    remarks: `${name} at every outlet`,
  }));
  const premium = outletRows(company)
    .filter(([, , type]) => type === 'BANQUET' || type === 'ROOM')
    .flatMap(([outlet, outletName, type]) =>
      groups
        .filter(([, , category]) => category === 'FOOD')
        .slice(0, 4)
        .map(([itemGroup]) => ({
          itemGroup,
          outlet,
          tax: 'GST18',
          remarks:
            type === 'BANQUET'
              ? `Outdoor catering at ${outletName.toLowerCase()}`
              : `${outletName} is billed with the room`,
        })),
    );
  return [...common, ...premium].map((row, index) => ({
    code: `TA-${String(index + 1).padStart(3, '0')}`,
    ...row,
    effectiveFrom: '2026-04-01',
    inForceUntil: '',
    active: true,
  }));
}
