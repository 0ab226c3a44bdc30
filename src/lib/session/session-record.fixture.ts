import type { SessionAddress, SessionRecord } from './session-types';

/** Test data: a session record with every field filled (used by the unit tests). */
export function sessionRecordFixture(kCode = 'tok-abc'): SessionRecord {
  return {
    usr: {
      uCode: 'alice',
      rCode: 'ADMINISTRATOR',
      bCode: 'B01',
      cCode: 1001,
      kCode,
      vCode: 'V1',
      pCode: 'D-RES',
      webCheck: '1',
      mobileCheck: '1',
    },
    addr: {
      company: 'Acme',
      branchName: 'Main',
      address: '1 Road',
      city: 'Town',
      district: 'District',
      stat: 'State',
      country: 'Country',
      zip: '12345',
      mobile: '555-1',
      tel: '555-2',
      fax: '555-3',
      email: 'info@acme.test',
      web: 'acme.test',
    },
    roles: [{ moduleCode: 1, menuCode: 2, screenCode: 3, transCode: 4 }],
    assg: [{ code: 'C1', detail: 'Cash box', typ: 'CAS' }],
    sets: [{ branchId: 'B01', setupCode: 'VAT', setupDescription: 'VAT rate', setupValue: 15 }],
    localCheck: true,
    expiryMessage: 'Expires soon',
  };
}

export const EMPTY_ADDRESS: SessionAddress = {
  company: '',
  branchName: '',
  address: '',
  city: '',
  district: '',
  stat: '',
  country: '',
  zip: '',
  mobile: '',
  tel: '',
  fax: '',
  email: '',
  web: '',
};
