import { differenceInCalendarDays, format, parse, parseISO } from 'date-fns';
import { editionName } from '../../../lib/editions';
import { findDemoCompany } from './companies';
import { ADMIN_STORE } from './admin-store-names';
import { readRecord, writeRecord } from '../record-store';

/** The company's licence: product and edition, how many users, until when. */
export interface DemoLicence {
  product: string;
  edition: string;
  licensedUsers: number;
  /** yyyy-MM-dd: the last day it is valid. */
  expiresOn: string;
}

/** Within this many days of expiry the header warns. */
export const WARN_DAYS = 30;

const today = () => format(new Date(), 'yyyy-MM-dd');
const shown = (date: string) => format(parseISO(date), 'dd-MMM-yyyy');

export async function licenceOf(companyCode: number): Promise<DemoLicence> {
  const stored = await readRecord<DemoLicence>(ADMIN_STORE.licence, companyCode, 'licence');
  if (stored) return stored;
  const company = findDemoCompany(companyCode);
  const expiry = company?.expiryMessage.match(/\d{2}-[A-Za-z]{3}-\d{4}/)?.[0];
  return {
    product: company?.pCode ?? '',
    edition: company ? editionName(company.pCode) : '',
    licensedUsers: 10,
    expiresOn: expiry ? format(parse(expiry, 'dd-MMM-yyyy', new Date()), 'yyyy-MM-dd') : '2099-12-31',
  };
}

export async function saveLicence(companyCode: number, licence: DemoLicence): Promise<void> {
  await writeRecord(ADMIN_STORE.licence, companyCode, 'licence', licence);
}

/** The header's message: valid till, expiring in n days (a warning), or expired. */
export function expiryMessage(licence: DemoLicence, on = today()): string {
  const left = differenceInCalendarDays(parseISO(licence.expiresOn), parseISO(on));
  if (left < 0) return `Licence expired on ${shown(licence.expiresOn)}: saving is stopped until it is renewed`;
  if (left <= WARN_DAYS)
    return `Licence expires on ${shown(licence.expiresOn)}, in ${left} ${left === 1 ? 'day' : 'days'}: renew it soon`;
  return `Licence valid till ${shown(licence.expiresOn)}`;
}

/** Why a save is refused (the licence has expired), or null. Reading always works. */
export async function licenceRefusal(companyCode: number, on = today()): Promise<string | null> {
  const licence = await licenceOf(companyCode);
  return licence.expiresOn < on
    ? `The licence expired on ${shown(licence.expiresOn)}. Nothing can be saved until it is renewed; you can still read everything.`
    : null;
}
