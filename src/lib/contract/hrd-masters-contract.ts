import * as z from 'zod';
import { contractRoute, transactionResult, userInfo } from './contract-route';
import { int, model, num, rows, text, traCheck, usr } from './contract-fields';

/*
 * 04-hrd.md, Pay structure masters, Leaves and Reports. The lists' bodies are not written out: the client sends the
 * user itself, the contract's body of reads of lists and requirements (README, UserInfo). Saves answer the README's
 * TransactionResult where the contract gives no answer of their own.
 */

/** `HrdAllowancesDeductions`: `RecordId` is an `int`, absent on a create (the server numbers it; null won't bind). */
const allowanceHeader = model({
  recordId: int.optional(),
  allowance: text,
  allowanceCheck: num,
  calcType: num,
  effectAs: num,
  statu: num,
  branchid: text,
  customerCode: num,
});

/** `HrdAllowancesDeductionsEffects` (RecordId, Sno, AllowanceOn): what a head is computed on. */
const allowanceEffect = model({ recordId: num, sno: num, allowanceOn: num });

export const allowanceSave = z.strictObject({ header: allowanceHeader, lines: rows(allowanceEffect), traCheck, usr });

/** `HrdAllowanceDeductionRanges` is given as "(AllowanceId, Lineid, …)": its other fields are not known. */
const range = z.looseObject({ allowanceId: num, lineid: num });

export const rangeSave = z.strictObject({ range: z.array(range), usr });

/** The leave master is given by two of its fields only ("leave master (LeaveCode, LeaveDescription)"). */
const leaveMaster = z.looseObject({ leaveCode: text, leaveDescription: text });

/** The save's envelope is not written out: the README's save body, `{ <entity>, traCheck, usr }`. */
export const leaveSave = z.strictObject({ leave: leaveMaster, traCheck, usr });

export const HRD_MASTERS_CONTRACT = {
  // "departments `api/hrdDepartments/GetDepartments` (tree)": a list; its rows' fields are not given.
  departments: contractRoute('api/hrdDepartments/GetDepartments', userInfo, z.array(z.looseObject({}))),
  setAllowance: contractRoute(
    'api/HrdAllowancesDeductions/SetHrdAllowancesDeduction',
    allowanceSave.extend({
      header: allowanceHeader.extend({ code: text, statutory: text, taxable: z.boolean().nullable().optional() }),
    }),
    transactionResult,
    'Ours: a head carries `code` (its short code, which names its range-wise slabs), `statutory` (PF, ESI, PT or ' +
      'ADV: the rule our salary statement computes it by) and `taxable`. The real server has no salary engine ' +
      '(04-hrd.md, Not public) and ignores them.',
  ),
  // The answer is not given.
  ranges: contractRoute(
    'api/HrdAllowancesDeductions/GetHRDAllowancesDeductionRangeRequirements',
    userInfo,
    z.unknown(),
  ),
  setRanges: contractRoute(
    'api/HrdAllowancesDeductions/setHRDAllowanceDeductionsRange',
    rangeSave.extend({ traCheck: traCheck.optional() }),
    transactionResult,
    'Ours: `traCheck` (1 create, 2 modify, 3 delete; absent, create or modify) says what is done with the slabs ' +
      'sent, so the screen creates, changes and deletes one slab at a time. The contract’s body has none: the real ' +
      'server stores the slabs sent (how it treats the ones left out is not given) and has no delete.',
  ),
  leaves: contractRoute(
    'api/HRDLeaves/GetHRDLeaves',
    userInfo,
    z.array(z.looseObject({ leaveCode: z.string(), leaveDescription: z.string() })),
  ),
  setLeave: contractRoute('api/HRDLeaves/setHRDLeave', leaveSave, transactionResult),
  // Key reports: the body is the user (04-hrd.md, Reports); the answers are not given.
  keyRepDepartments: contractRoute('api/HRDKeyReports/GetKeyRepHRDDepartments', userInfo, z.unknown()),
  keyRepDesignations: contractRoute('api/HRDKeyReports/GetKeyRepHRDDesignations', userInfo, z.unknown()),
} as const;
