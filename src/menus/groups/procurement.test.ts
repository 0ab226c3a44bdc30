import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../menu-types';
import { PROCUREMENT_MENU } from './procurement';

const setup = (PROCUREMENT_MENU.sub ?? []).find((item) => item.name === 'Setup')!;

describe('the procurement setup menu', () => {
  it('opens each label on its own screen or on its own part of System settings, never on another screen', () => {
    expect((setup.sub ?? []).map((item: MenuItem) => `${item.name} -> ${item.state}`)).toEqual([
      'Order terms -> /procurement/pur-order-terms',
      'Settings -> /admin/system?section=approvals-pur',
      'Accounts -> /procurement/pur-acc-settings',
      'Tax assignings -> /procurement/pur-taxassignings',
      'Mail settings -> /admin/system?section=mail-settings',
      'Enquiry covering -> /admin/system?section=covering-letters&letter=PUR_ENQ',
      'Order covering -> /admin/system?section=covering-letters&letter=PUR_ORD',
    ]);
    // System settings is the administrators' screen: its parts show in this menu to them alone.
    expect((setup.sub ?? []).filter((item) => item.administratorOnly).map((item) => item.name)).toEqual([
      'Settings',
      'Mail settings',
      'Enquiry covering',
      'Order covering',
    ]);
    expect((setup.sub ?? []).some((item) => item.placeholder)).toBe(false);
  });
});
