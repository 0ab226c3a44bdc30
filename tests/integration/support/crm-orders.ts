import { waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { dataProvider } from '../../../src/lib/api/data-provider';
import { serverToday } from '../../../src/mocks/core/server-dates';
import type { LeadSummary } from '../../../src/mocks/crm/lead-seam';
import { storeCrmQuotation, storedCrmQuotations } from '../../../src/mocks/crm/quotations/quotation-store';
import type { OrderRequirements } from '../../../src/modules/crm/domain/order-types';
import { ORDER_ENDPOINTS as API } from '../../../src/modules/crm/orders/order-endpoints';
import { signInAs } from './render-app';

/** The sale order tests' company, screens and the approved quotation they order from. */

export const COMPANY = 1009;
export const ROOT = '/applayout-sidebar-large/crm';
export const main = () => within(document.getElementById('main-content')!);
export const shown = () =>
  waitFor(() => expect(document.getElementById('main-content')).not.toBeNull(), { timeout: 10_000 });
export const day = (offset: number) => format(addDays(new Date(`${serverToday()}T00:00:00`), offset), 'yyyy-MM-dd');
export const period = { frmDate: '01-Jan-2000', toDate: '31-Dec-2099' };

// An approved quotation of 1009 the orders read through the quotation store: 5 NOS at 1,200, valid until `validity`.
export const quoted = { recordId: 904, seq: 'SQ26-00904', partyId: '', itemId: '', itemName: '' };
export async function storeQuoted(validity: string, lead?: LeadSummary) {
  const template = (await storedCrmQuotations(COMPANY))[0]!;
  const party = lead
    ? { partyId: null, partyName: lead.company, enquiryno: lead.id }
    : { partyId: quoted.partyId, partyName: 'Quoted buyer', enquiryno: null };
  await storeCrmQuotation(COMPANY, {
    header: {
      ...template.header,
      recordId: quoted.recordId,
      seq: quoted.seq,
      dat: '2026-11-01',
      ...party,
      validity,
      pos: 3,
    },
    lines: [
      {
        ...template.lines[0]!,
        sno: 1,
        itemId: quoted.itemId,
        itemName: quoted.itemName,
        itemDescription: 'As quoted',
        qty: 5,
        um: 'NOS',
        rat: 1200,
        discPer: 0,
      },
    ],
    taxes: [],
    terms: [{ sno: 1, term: 'Rates as quoted.' }],
  });
}

export async function quote(validity: string) {
  await signInAs(COMPANY, 'admin');
  const requirements = await dataProvider.read<OrderRequirements>(API.requirements);
  const item = requirements.materials[0]!;
  Object.assign(quoted, { partyId: requirements.customers[0]!.code, itemId: item.itemid, itemName: item.itemname });
  await storeQuoted(validity);
  return requirements;
}
