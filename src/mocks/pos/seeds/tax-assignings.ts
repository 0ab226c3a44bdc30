import type { DemoCompany } from '../../core/company/companies';
import { itemGroupRows } from './item-groups';
import { outletRows } from './outlets';

/** Every item group's usual tax at all outlets; banquet and room-service outlets charge 18% on food. */
export function taxAssigningSeed(company: DemoCompany) {
  const groups = itemGroupRows(company);
  const common = groups.map(([itemGroup, name, , , tax]) => ({
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
