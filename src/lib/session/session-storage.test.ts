import { sessionRecordFixture } from './session-record.fixture';
import {
  MODULE_NAME_KEY,
  SESSION_KEY,
  clearStoredSession,
  parseSession,
  readStoredSession,
  writeModuleName,
  writeStoredSession,
} from './session-storage';

describe('storage keys', () => {
  it('uses the customer client keys', () => {
    expect(SESSION_KEY).toBe('userdetails');
    expect(MODULE_NAME_KEY).toBe('modulename');
  });
});

describe('parseSession', () => {
  it('parses a stored full record', () => {
    const record = sessionRecordFixture();
    expect(parseSession(JSON.stringify(record))).toEqual(record);
  });

  it('fills defaults for a minimal record', () => {
    const parsed = parseSession(JSON.stringify({ usr: { kCode: 'tok', pCode: 'D-RES', cCode: '1001' } }));
    expect(parsed?.usr.cCode).toBe(1001);
    expect(parsed?.usr.webCheck).toBe('0');
    expect(parsed?.addr.company).toBe('');
    expect(parsed?.addr.email).toBe('');
    expect(parsed?.roles).toEqual([]);
    expect(parsed?.assg).toEqual([]);
    expect(parsed?.sets).toEqual([]);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['corrupt JSON', '{"usr": {'],
    ['not JSON at all', 'hello'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
    ['a JSON string', '"userdetails"'],
    ['a JSON array', '[]'],
    ['a record without usr', JSON.stringify({ addr: {} })],
    ['a record without kCode', JSON.stringify({ usr: { pCode: 'D-RES', cCode: 1 } })],
    ['a record with an empty pCode', JSON.stringify({ usr: { kCode: 'tok', pCode: '', cCode: 1 } })],
    ['a record with a non-numeric cCode', JSON.stringify({ usr: { kCode: 'tok', pCode: 'D-RES', cCode: 'x' } })],
    [
      'a record whose roles hold a non-numeric code',
      JSON.stringify({
        usr: { kCode: 'tok', pCode: 'D-RES', cCode: 1 },
        roles: [{ moduleCode: 'a', menuCode: 1, screenCode: 1, transCode: 1 }],
      }),
    ],
  ])('returns null for %s without throwing', (_label, raw) => {
    expect(() => parseSession(raw)).not.toThrow();
    expect(parseSession(raw)).toBeNull();
  });
});

describe('readStoredSession / writeStoredSession', () => {
  it('returns null when nothing is stored', () => {
    expect(readStoredSession()).toBeNull();
  });

  it('round-trips a record through local storage under userdetails', () => {
    const record = sessionRecordFixture();
    writeStoredSession(record);
    expect(JSON.parse(localStorage.getItem('userdetails') ?? 'null')).toEqual(record);
    expect(readStoredSession()).toEqual(record);
  });

  it('returns null for a corrupt stored value', () => {
    localStorage.setItem('userdetails', '{not json');
    expect(readStoredSession()).toBeNull();
  });

  it('returns null for a stored value of the wrong shape', () => {
    localStorage.setItem('userdetails', JSON.stringify({ usr: { kCode: '', pCode: 'D-RES', cCode: 1 } }));
    expect(readStoredSession()).toBeNull();
  });

  it('returns null when reading local storage throws', () => {
    writeStoredSession(sessionRecordFixture());
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => readStoredSession()).not.toThrow();
    expect(readStoredSession()).toBeNull();
  });
});

describe('writeModuleName / clearStoredSession', () => {
  it('stores the module name under modulename', () => {
    writeModuleName('Accounts');
    expect(localStorage.getItem('modulename')).toBe('Accounts');
  });

  it('does not throw when local storage refuses the write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeModuleName('Accounts')).not.toThrow();
  });

  it('removes both the session and the module name, leaving other keys', () => {
    writeStoredSession(sessionRecordFixture());
    writeModuleName('Inventory');
    localStorage.setItem('other', 'keep');
    clearStoredSession();
    expect(localStorage.getItem('userdetails')).toBeNull();
    expect(localStorage.getItem('modulename')).toBeNull();
    expect(localStorage.getItem('other')).toBe('keep');
    expect(readStoredSession()).toBeNull();
  });

  it('does nothing harmful when nothing is stored', () => {
    expect(() => clearStoredSession()).not.toThrow();
    expect(localStorage.length).toBe(0);
  });
});
