import type { ProductCode } from '../lib/editions';
import { D_COM } from './editions/d-com';
import { D_CON } from './editions/d-con';
import { D_CRM } from './editions/d-crm';
import { D_DHA } from './editions/d-dha';
import { D_EC1 } from './editions/d-ec1';
import { D_HOS } from './editions/d-hos';
import { D_MIN } from './editions/d-min';
import { D_POS } from './editions/d-pos';
import { D_REA } from './editions/d-rea';
import { D_RES } from './editions/d-res';
import { D_RID } from './editions/d-rid';
import { D_SHA } from './editions/d-sha';
import { D_SHI } from './editions/d-shi';
import { D_TAK } from './editions/d-tak';
import { D_USI } from './editions/d-usi';
import type { EditionMenu } from './menu-types';

/** Every edition's sidebar, by product code (spec section 2, "Menu by product"). */
export const EDITION_MENUS: Readonly<Record<ProductCode, EditionMenu>> = {
  'D-COM': D_COM,
  'D-CON': D_CON,
  'D-CRM': D_CRM,
  'D-DHA': D_DHA,
  'D-EC1': D_EC1,
  'D-HOS': D_HOS,
  'D-MIN': D_MIN,
  'D-POS': D_POS,
  'D-REA': D_REA,
  'D-RES': D_RES,
  'D-RID': D_RID,
  'D-SHA': D_SHA,
  'D-SHI': D_SHI,
  'D-TAK': D_TAK,
  'D-USI': D_USI,
};

/** Unknown product codes get the default demo menu, like D-HOS. */
export function editionMenu(pCode: string): EditionMenu {
  return (EDITION_MENUS as Record<string, EditionMenu>)[pCode] ?? D_HOS;
}
