import { ADDRESS_KEYS } from './address-keys';
import type { Assignment, Permission, SessionAddress, SessionRecord, SetupEntry } from './session-types';

/*
 * Reads a session record defensively. This runs on the first page before anything else, so it
 * is a few lines of checks rather than a schema library (which would double the first page's
 * validation code); anything of the wrong shape yields null.
 */
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
const num = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
const list = <T>(v: unknown, read: (item: Obj) => T | null): T[] | null => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) return null;
  const out = v.map((item) => (isObj(item) ? read(item) : null));
  return out.every((item): item is T => item !== null) ? out : null;
};

function readPermission(o: Obj): Permission | null {
  const p = {
    moduleCode: num(o.moduleCode),
    menuCode: num(o.menuCode),
    screenCode: num(o.screenCode),
    transCode: num(o.transCode),
  };
  return Object.values(p).every(Number.isFinite) ? p : null;
}

function readAssignment(o: Obj): Assignment | null {
  return typeof o.typ === 'string' ? { code: text(o.code), detail: text(o.detail), typ: o.typ } : null;
}

function readSetup(o: Obj): SetupEntry | null {
  const setupValue = num(o.setupValue);
  if (typeof o.setupCode !== 'string' || !Number.isFinite(setupValue)) return null;
  return { branchId: text(o.branchId), setupCode: o.setupCode, setupDescription: text(o.setupDescription), setupValue };
}

/** The real server marks an expired licence by this country in the address (08-login.md); ours says it in words. */
const LICENCE_EXPIRED = 'REGPROB';
export const LICENCE_EXPIRED_MESSAGE = 'Your License is expired please contact vendor';

export function parseSessionRecord(value: unknown): SessionRecord | null {
  if (!isObj(value) || !isObj(value.usr)) return null;
  const u = value.usr;
  const cCode = num(u.cCode);
  if (
    typeof u.kCode !== 'string' ||
    u.kCode === '' ||
    typeof u.pCode !== 'string' ||
    u.pCode === '' ||
    !Number.isFinite(cCode)
  )
    return null;
  const a = isObj(value.addr) ? value.addr : {};
  const addr = Object.fromEntries(ADDRESS_KEYS.map((key) => [key, text(a[key])])) as unknown as SessionAddress;
  const roles = list(value.roles, readPermission);
  const assg = list(value.assg, readAssignment);
  const sets = list(value.sets, readSetup);
  if (!roles || !assg || !sets) return null;
  return {
    usr: {
      uCode: text(u.uCode),
      rCode: text(u.rCode),
      bCode: text(u.bCode),
      cCode,
      kCode: u.kCode,
      vCode: text(u.vCode),
      pCode: u.pCode,
      webCheck: text(u.webCheck, '0'),
      mobileCheck: text(u.mobileCheck, '0'),
    },
    addr,
    roles,
    assg,
    sets,
    localCheck: value.localCheck === true,
    expiryMessage: text(value.expiryMessage) || (addr.country === LICENCE_EXPIRED ? LICENCE_EXPIRED_MESSAGE : ''),
  };
}
