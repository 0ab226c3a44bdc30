import type { ProductCode } from '../../../lib/editions';
import { HOTEL, RESTAURANT, TAKEAWAY } from './staffing-hospitality';
import { CONSTRUCTION, MANUFACTURING, TRADING } from './staffing-industry';
import { BROKING, CABS, REALTY, SOLAR } from './staffing-offices';
import { ECOMMERCE, SUPERMARKET } from './staffing-retail';
import { CLINIC, HOSPITAL, SCHOOL } from './staffing-services';
import type { Staffing } from './staffing-types';

/** Each edition's business, as departments and posts (a school has teachers, a works has machinists). */
const STAFFING: Record<ProductCode, Staffing> = {
  'D-MIN': HOTEL,
  'D-RES': RESTAURANT,
  'D-TAK': TAKEAWAY,
  'D-USI': MANUFACTURING,
  'D-CON': CONSTRUCTION,
  'D-COM': TRADING,
  'D-POS': SUPERMARKET,
  'D-EC1': ECOMMERCE,
  'D-SHI': SCHOOL,
  'D-DHA': CLINIC,
  'D-HOS': HOSPITAL,
  'D-REA': REALTY,
  'D-RID': CABS,
  'D-CRM': SOLAR,
  'D-SHA': BROKING,
};

export function staffingOf(pCode: ProductCode): Staffing {
  return STAFFING[pCode];
}
