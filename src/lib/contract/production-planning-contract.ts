import * as z from 'zod';
import { date, model, num, numOrText, rows, text, traCheck, usr } from './contract-fields';
import { contractRoute, generalInformation, transactionResult } from './contract-route';

/** `PpcProcessesMaster`: the contract names RecordId and ProcessName and leaves the rest unsaid ("…"). */
const processMaster = z.looseObject({ recordId: num, processName: text });

/** `ProItemWiseIngredients`: `itemId` the product, `ingredient` the material, `qty` per one unit of the product. */
const ingredient = model({ itemId: numOrText, ingredient: numOrText, qty: num });

/** `ProItemWiseEquipment` / `ProItemWiseDesignations`: named by the contract without their fields. */
const namedOnly = z.looseObject({});

/** SetProductWiseAttachments as the contract documents it (no traCheck: one set-up per product, replaced). */
const setupBody = z.strictObject({
  productId: numOrText,
  attachment: text,
  ingredients: rows(ingredient),
  equipment: rows(namedOnly),
  designations: rows(namedOnly),
  usr,
});

/** Ours beside the set-up: the product's default route (prefilled into a batch), each step with QC after it or not. */
const routeStep = model({ sno: num, processId: num, qcRequired: z.boolean().nullable().optional() });

/** `PpcMassPlanningUni` / `PpcMassPlanningDet`: the contract lists some fields and leaves the rest unsaid ("…"). */
const massPlanHead = z.looseObject({ recordId: num, seq: text, dat: date, branchId: text, customerCode: num });
const massPlanLine = z.looseObject({ recordId: num, sno: num, branchId: text, customerCode: num });

/** A shortage of PPCItemsRequiredForMassPlanning. */
const requirement = z.looseObject({
  itemId: numOrText,
  itemName: z.string(),
  grp: z.string().nullable(),
  qtyrequired: z.number(),
  qtyavailable: z.number(),
  qtypending: z.number(),
  uom: z.string().nullable(),
});

/** The production reports read a period (07 "Production routes": frmDate, toDate). */
const period = generalInformation.extend({ frmDate: z.string(), toDate: z.string() });

/** 07-production-qc.md: the production masters, mass planning and its two reports. */
export const PLANNING_CONTRACT = {
  saveProcess: contractRoute(
    'api/ppcMasters/SetPPCProcess',
    z.strictObject({ process: processMaster, traCheck, usr }),
    transactionResult,
  ),
  saveSetup: contractRoute(
    'api/ppcMasters/SetProductWiseAttachments',
    z.union([
      setupBody,
      setupBody.omit({ productId: true, attachment: true }).extend({
        setup: z.strictObject({ productId: numOrText, productName: text, um: text, attachment: text }),
        processes: rows(routeStep),
        traCheck,
      }),
    ]),
    transactionResult,
    'The contract’s body, or the set-up screen’s: productId and attachment under `setup` (the masters engine sends ' +
      'a record’s own fields under one key) where the real server reads them beside the lines, so against it that ' +
      'set-up would name no product: the engine needs a body whose header fields stand at the top. The screen also ' +
      'sends processes, the product’s default route that a new batch starts from, and traCheck (1 create, 2 modify, ' +
      '3 delete: the screen deletes a set-up too); the real server has no route in a set-up and replaces the set-up ' +
      'it is sent, as ours does with a body without traCheck.',
  ),
  required: contractRoute(
    'api/ppcTransactions/PPCItemsRequiredForMassPlanning',
    z.strictObject({
      lst: z.array(model({ itemId: numOrText, qty: num })),
      all: z.boolean().optional(),
      usr,
    }),
    z.union([z.array(requirement), transactionResult]),
    'Ours: all, every material the products need and not only the shortages (the screen shows what is in stock ' +
      'too), through every level of ingredients; the real server ignores it and answers the shortages of one level. ' +
      'Ours answers { result } when the set-ups make a loop, which a one-level explosion never meets.',
  ),
  saveMassPlan: contractRoute(
    'api/ppcTransactions/SetMassPlanning',
    z.strictObject({ header: massPlanHead, lines: z.array(massPlanLine), usr }),
    transactionResult,
  ),
  achievements: contractRoute('api/ppcReports/ppcRepMassAchievements', period, z.unknown()),
  materials: contractRoute('api/ppcReports/ppcRepMaterialRequirements', period, z.unknown()),
} as const;
