import * as z from 'zod';
import { contractRoute, generalInformation, transactionResult, userInfo } from './contract-route';
import { model, num, text, traCheck, usr } from './contract-fields';

/*
 * 03 §10 "Masters". The contract gives no body for the masters' reads: they follow the server's convention
 * (README), a list on UserInfo and one record on GeneralInformation's recordId, and it says nothing of their answers.
 * The saves' `tracheck` is checked as `traCheck`, the spelling every generic save of ours sends (the resource engine
 * and the demo's generic handler): the server reads the body without regard to case, so both reach one property.
 */

/** `InvStores` as setInvStore documents it. */
const store = model({ storeCode: text, storeName: text, storeIncharge: text });

const STORE_EXTRAS =
  'Ours: storeType, mobile, location, negativeStock and active. The contract documents a store as code, name and ' +
  'in-charge only; our stores screen also keeps the kind of store (the demo picks a kitchen or main store by it), ' +
  'the in-charge’s mobile, where it is, whether it may go below zero and whether it is in use. The real server ' +
  'does not read them.';

/** `InvDepartments` as SetInvDepartment documents it: the department's name and its area. */
const department = model({ department: text, area: text });

const DEPARTMENT_EXTRAS =
  'Ours: code (our departments are keyed by a short code, the server’s by an integer record id it gives), head, ' +
  'store (the issuing store), costCentre, monthlyBudget and active, which our departments screen keeps; the ' +
  'contract documents only department and area, and the real server does not read the others. We keep no area.';

/** `InvSetup` rows; the issue costing rule is the row of code "inv_iss". */
const invSetupRows = z.array(z.looseObject({ setupCode: z.string(), setupValue: z.string().nullable() }));

/** 03 §10: stores, departments, units, item groups, opening stock and the issue costing setting. */
export const INVENTORY_MASTERS_CONTRACT = {
  stores: contractRoute('api/invstore/GetInvStores', userInfo, z.unknown()),
  store: contractRoute('api/invstore/GetInvStore', generalInformation, z.unknown()),
  saveStore: contractRoute(
    'api/invstore/setInvStore',
    z.strictObject({
      store: store.extend({
        storeType: text,
        mobile: text,
        location: text,
        negativeStock: z.boolean().optional(),
        active: z.boolean().optional(),
      }),
      traCheck,
      usr,
    }),
    transactionResult,
    STORE_EXTRAS,
  ),
  departments: contractRoute('api/invDepartments/GetInvDepartments', userInfo, z.unknown()),
  saveDepartment: contractRoute(
    'api/invDepartments/SetInvDepartment',
    z.strictObject({
      dept: department.extend({
        code: text,
        head: text,
        store: text,
        costCentre: text,
        monthlyBudget: num,
        active: z.boolean().optional(),
      }),
      traCheck,
      usr,
    }),
    transactionResult,
    DEPARTMENT_EXTRAS,
  ),
  units: contractRoute('api/inventory/GetInventoryUnits', userInfo, z.unknown()),
  itemGroups: contractRoute('api/invgroups/GetInvItemGroups', userInfo, z.unknown()),
  openingStocks: contractRoute('api/invOpening/getInvOpeningStocks', userInfo, z.unknown()),
  costing: contractRoute('api/invSetup/invCostingInfo', userInfo, invSetupRows),
} as const;
