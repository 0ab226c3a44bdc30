import * as z from 'zod';
import { contractRoute, transactionResult, type ContractRoute } from './contract-route';
import { rows, traCheck, usr } from './contract-fields';

/*
 * 01-pos "Masters", the POS inventory pairs (`api/POSInventory/*`): a kitchen and an F&B service are saved as
 * `{ <model>, traCheck, usr }`, the lists that tie them to outlets, items and ingredients as `{ details: any[], usr }`.
 * The contract gives none of the models' fields, so they are checked as objects of fields we do not know (loose); it
 * documents no answers, and a save's is held to TransactionResult.
 */

/** A model the contract names and gives no field of. */
const unknownModel = z.looseObject({});

/** `{ details: any[], usr }`. */
const details = z.strictObject({ details: rows(unknownModel), usr });

const ONE_LIST =
  'Ours: one list saved at a time, as the resource engine saves a master (src/modules/inventory/resources): ' +
  '`details` is that one list (its code, name and lines) and traCheck says whether it is created, modified or ' +
  'deleted. The contract’s `details` is an array of rows and it sends no traCheck; the real server cannot read ' +
  'that one object as its array of rows.';

/** A `{ details, usr }` save as our client sends it (see ONE_LIST). */
const detailsRoute = (route: string): ContractRoute =>
  contractRoute(route, details.extend({ details: unknownModel, traCheck }), transactionResult, ONE_LIST);

/** 01-pos: kitchens, F&B services and their outlet-, department- and item-wise lists. */
export const POS_INVENTORY_CONTRACT = {
  saveKitchen: contractRoute(
    'api/POSInventory/setResKitchen',
    z.strictObject({ kitchen: unknownModel, traCheck, usr }),
    transactionResult,
  ),
  saveFnbService: contractRoute(
    'api/POSInventory/setResFNBServices',
    z.strictObject({ fnbservice: unknownModel, traCheck, usr }),
    transactionResult,
  ),
  saveKitchenItems: detailsRoute('api/POSInventory/setResKitchenWiseResta'),
  saveFnbServiceItems: detailsRoute('api/POSInventory/setResFNBServiceWiseResta'),
  saveDepartmentItems: detailsRoute('api/POSInventory/setDepartmentWiseItems'),
  saveItemIngredients: detailsRoute('api/POSInventory/SetItemWiseIngredients'),
} as const;
