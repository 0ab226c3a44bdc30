import { EMPTY_ADDRESS, sessionRecordFixture } from './session-record.fixture';
import { LICENCE_EXPIRED_MESSAGE, parseSessionRecord } from './parse-session-record';

describe('parseSessionRecord', () => {
  it('returns a full record unchanged', () => {
    const record = sessionRecordFixture();
    expect(parseSessionRecord(record)).toEqual(record);
  });

  it('round-trips a full record through JSON', () => {
    const record = sessionRecordFixture();
    expect(parseSessionRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it('fills defaults for every missing optional part', () => {
    const parsed = parseSessionRecord({ usr: { kCode: 'tok', pCode: 'D-RES', cCode: 7 } });
    expect(parsed).toEqual({
      usr: {
        uCode: '',
        rCode: '',
        bCode: '',
        cCode: 7,
        kCode: 'tok',
        vCode: '',
        pCode: 'D-RES',
        webCheck: '0',
        mobileCheck: '0',
      },
      addr: EMPTY_ADDRESS,
      roles: [],
      assg: [],
      sets: [],
      localCheck: false,
      expiryMessage: '',
    });
  });

  it('fills missing address fields with empty strings and keeps the given ones', () => {
    const parsed = parseSessionRecord({ usr: { kCode: 'tok', pCode: 'D-RES', cCode: 7 }, addr: { company: 'Acme' } });
    expect(parsed?.addr).toEqual({ ...EMPTY_ADDRESS, company: 'Acme' });
  });

  it('reads the real server\'s expired licence (country "REGPROB", no message) as the expiry warning', () => {
    const usr = { kCode: 'tok', pCode: 'D-COM', cCode: 7 };
    expect(parseSessionRecord({ usr, addr: { country: 'REGPROB' } })?.expiryMessage).toBe(LICENCE_EXPIRED_MESSAGE);
    expect(parseSessionRecord({ usr, addr: { country: 'India' } })?.expiryMessage).toBe('');
    expect(
      parseSessionRecord({ usr, addr: { country: 'REGPROB' }, expiryMessage: 'Expired on 1 Nov' })?.expiryMessage,
    ).toBe('Expired on 1 Nov');
  });

  it('treats null lists as empty', () => {
    const parsed = parseSessionRecord({ ...sessionRecordFixture(), roles: null, assg: null, sets: null });
    expect(parsed).not.toBeNull();
    expect(parsed?.roles).toEqual([]);
    expect(parsed?.assg).toEqual([]);
    expect(parsed?.sets).toEqual([]);
  });

  it('reads numeric strings as numbers', () => {
    const parsed = parseSessionRecord({
      ...sessionRecordFixture(),
      usr: { ...sessionRecordFixture().usr, cCode: '13010' },
      roles: [{ moduleCode: '1', menuCode: '22', screenCode: '333', transCode: '4' }],
      sets: [{ branchId: 'B01', setupCode: 'VAT', setupDescription: 'VAT rate', setupValue: '15.5' }],
    });
    expect(parsed?.usr.cCode).toBe(13010);
    expect(parsed?.roles).toEqual([{ moduleCode: 1, menuCode: 22, screenCode: 333, transCode: 4 }]);
    expect(parsed?.sets[0]?.setupValue).toBe(15.5);
  });

  it('reads numbers given for text fields as text', () => {
    const parsed = parseSessionRecord({
      ...sessionRecordFixture(),
      usr: { ...sessionRecordFixture().usr, bCode: 12, webCheck: 1 },
      assg: [{ code: 5, detail: 'Bank', typ: 'BAN' }],
    });
    expect(parsed?.usr.bCode).toBe('12');
    expect(parsed?.usr.webCheck).toBe('1');
    expect(parsed?.assg).toEqual([{ code: '5', detail: 'Bank', typ: 'BAN' }]);
  });

  it('only takes localCheck when it is literally true', () => {
    expect(parseSessionRecord({ ...sessionRecordFixture(), localCheck: 'true' })?.localCheck).toBe(false);
    expect(parseSessionRecord({ ...sessionRecordFixture(), localCheck: true })?.localCheck).toBe(true);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'userdetails'],
    ['a number', 42],
    ['an array', [sessionRecordFixture()]],
    ['an object without usr', { addr: {} }],
    ['a usr that is not an object', { usr: 'alice' }],
    ['a usr that is an array', { usr: [] }],
  ])('rejects %s', (_label, value) => {
    expect(parseSessionRecord(value)).toBeNull();
  });

  it.each([
    ['missing kCode', { kCode: undefined }],
    ['empty kCode', { kCode: '' }],
    ['numeric kCode', { kCode: 123 }],
    ['missing pCode', { pCode: undefined }],
    ['empty pCode', { pCode: '' }],
    ['missing cCode', { cCode: undefined }],
    ['non-numeric cCode', { cCode: 'abc' }],
    ['blank cCode', { cCode: '  ' }],
    ['null cCode', { cCode: null }],
  ])('rejects a usr with %s', (_label, change) => {
    const record = sessionRecordFixture();
    expect(parseSessionRecord({ ...record, usr: { ...record.usr, ...change } })).toBeNull();
  });

  it.each([
    [
      'a roles entry with a non-numeric code',
      { roles: [{ moduleCode: 1, menuCode: 'x', screenCode: 3, transCode: 4 }] },
    ],
    ['a roles entry missing a code', { roles: [{ moduleCode: 1, menuCode: 2, screenCode: 3 }] }],
    ['a roles entry that is not an object', { roles: [5] }],
    ['roles that are not a list', { roles: { moduleCode: 1 } }],
    ['an assignment without typ', { assg: [{ code: 'C1', detail: 'Cash' }] }],
    ['a setup entry without setupCode', { sets: [{ branchId: 'B01', setupValue: 1 }] }],
    ['a setup entry with a non-numeric value', { sets: [{ branchId: 'B01', setupCode: 'VAT', setupValue: 'high' }] }],
  ])('rejects %s', (_label, change) => {
    expect(parseSessionRecord({ ...sessionRecordFixture(), ...change })).toBeNull();
  });
});
