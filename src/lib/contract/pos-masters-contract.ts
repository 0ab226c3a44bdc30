import * as z from 'zod';
import { contractRoute, generalInformation, transactionResult } from './contract-route';
import { int, model, num, rows, text, traCheck, usr } from './contract-fields';

/*
 * 01-pos "Masters". The contract gives each save's body by the names of its parts; of their models only the outlet
 * (`ResOutletMaster`) has its fields written down, so a table, waiter, item or NC department is checked as
 * an object of fields we do not know (loose). The POS services spell some saves' `tracheck`: it is checked as
 * `traCheck`, the spelling the resource engine and the demo's generic save use; the server reads the body without
 * regard to case, so both reach the same property. Answers are not documented: a save's is held to TransactionResult.
 */

/** `ResOutletMaster`, the one POS entity of the server's code (01-pos "Outlet master"). */
const outletMaster = model({
  restaCode: text,
  restaName: text,
  outlettype: num,
  billingGroup: int.optional(),
  autoSettleChck: num,
  branchid: text,
  customerCode: int.optional(),
});

const OUTLET_EXTRAS =
  'Ours: billPrefix, serviceCharge, phone and active beside ResOutletMaster’s fields: an outlet’s bills are ' +
  'numbered with its prefix (DN26-000123) and charged its service charge, a delivery slip shows its phone, and an ' +
  'outlet closed down stays named on its old bills. The real server does not read them. The outlet type travels as ' +
  'our code (1 dine-in to 8 billing counter, src/modules/pos/resources/outlet-wire.ts): the contract gives ' +
  'Outlettype as an int without its values.';

/** A model the contract names and gives no field of. */
const unknownModel = z.looseObject({});

/** `{ kotgrp: string, grps: number[], tracheck, usr }`: a KOT printer group and the item groups it prints. */
const kotGroups = z.strictObject({ kotgrp: text, grps: rows(z.number()), traCheck, usr });

/** `{ restaCode, pricelist: any[], usr }`: an outlet's price list. */
const priceList = z.strictObject({ restaCode: text, pricelist: rows(unknownModel), usr });

const KOT_GROUP_RECORD =
  'Ours: kotgrp is our whole KOT group (code, name, printer, copies, usual minutes, whether notes print, active) ' +
  'where the contract sends the group’s name as text with the item group ids it prints (grps); ours books each ' +
  'item to its KOT group on the item instead, and a kitchen ticket needs the printer and copies. The real server ' +
  'would not read an object as the name.';

const PRICE_LIST_TRACHECK =
  'Ours: traCheck, as a price list is created, modified or deleted one list at a time (the resource engine’s ' +
  'save); the outlet is in the list (`outlet`, blank for every outlet) rather than beside it as restaCode. The ' +
  'contract’s body is the outlet’s whole price list with no traCheck; the real server does not read it.';

const ITEM_IMAGE =
  'Ours: the contract calls the body an “image object” and gives none of its fields; ours is the item’s code ' +
  '(recordId) and its picture as a data URL (image; blank removes it).';

/** 01-pos: the restaurant masters' saves, an item's picture and a KOT group's details. */
export const POS_MASTERS_CONTRACT = {
  saveOutlet: contractRoute(
    'api/ResOutlets/setResOutlet',
    z.strictObject({
      outlet: outletMaster.extend({
        billPrefix: text,
        serviceCharge: num,
        phone: text,
        active: z.boolean().optional(),
      }),
      traCheck,
      usr,
    }),
    transactionResult,
    OUTLET_EXTRAS,
  ),
  saveTable: contractRoute(
    'api/POSTablesnWaiters/setResTable',
    z.strictObject({ tab: unknownModel, usr, traCheck }),
    transactionResult,
  ),
  saveWaiter: contractRoute(
    'api/POSTablesnWaiters/setPOSWaiter',
    z.strictObject({ waiter: unknownModel, traCheck, usr }),
    transactionResult,
  ),
  saveItem: contractRoute(
    'api/items/setResItems',
    z.strictObject({ item: unknownModel, categs: rows(unknownModel), addons: rows(unknownModel), usr, traCheck }),
    transactionResult,
  ),
  itemImage: contractRoute(
    'api/items/setPOSItemImage',
    z.looseObject({ recordId: text, image: text, usr }),
    transactionResult,
    ITEM_IMAGE,
  ),
  savePriceList: contractRoute(
    'api/pos/setPOSCompletePricesInfo',
    priceList.extend({ traCheck }),
    transactionResult,
    PRICE_LIST_TRACHECK,
  ),
  saveKotGroup: contractRoute(
    'api/poskotgroups/setPOSKOTGroups',
    kotGroups.extend({ kotgrp: z.looseObject({ code: text, name: text }) }),
    transactionResult,
    KOT_GROUP_RECORD,
  ),
  /** `{ detail: kotGroupName, usr }`: the group's item groups (answer not documented). */
  kotGroupDetails: contractRoute(
    'api/poskotgroups/GetResKOTGroupDetails',
    generalInformation.extend({ detail: z.string().min(1) }),
    z.unknown(),
  ),
  saveNcDepartment: contractRoute(
    'api/POSMasNCDepartments/SetResNCDepartment',
    z.strictObject({ dept: unknownModel, traCheck, usr }),
    transactionResult,
  ),
} as const;
