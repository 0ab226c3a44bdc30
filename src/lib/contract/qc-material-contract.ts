import * as z from 'zod';
import { date, model, num, numOrText, rows, text, traCheck, usr } from './contract-fields';
import { contractRoute, generalInformation, transactionResult } from './contract-route';

/** The contract names MicroCheck without its C# type: our screens keep it as a yes or no. */
const flag = z.union([z.boolean(), z.number()]).nullable().optional();

/** `QcTestings`: a test of one area (TestArea "MAT" raw material, "PRO" production, other: a third area). */
const qcTesting = model({
  recordId: num,
  testname: text,
  testArea: text,
  microCheck: flag,
  checkingType: text,
  branchId: text,
  customerCode: num,
});

/** What our test masters record beside QcTestings: what a test measures, within which limits, and how. */
const ourTestFields = {
  code: text,
  parameter: text,
  unit: text,
  lowerLimit: num,
  upperLimit: num,
  method: text,
  mandatory: z.boolean().nullable().optional(),
  itemGroup: text,
};

/** `QcTraTestsUni`: the contract lists RecordId, Dat, Testid, Usrname and leaves the rest unsaid ("…"). */
const mirTestHead = z.looseObject({ recordId: num, dat: date, testid: numOrText, usrname: text });

/** `QcTraTestsDet`: one lot (`transactionId` the goods receipt, `lotno` its line) as tested. */
const mirTestLot = model({
  recordId: num,
  sno: num,
  transactionId: num,
  lotno: num,
  lottype: text,
  checkedQty: num,
  rectifiedQty: num,
  rectificationCost: num,
  rejectedQty: num,
  comments: text,
});

/** 07-production-qc.md "QC routes": the test masters and the QC of goods receipts. */
export const QC_MATERIAL_CONTRACT = {
  tests: contractRoute(
    'api/QCMasters/GetQCTests',
    generalInformation.extend({ detail: z.string().min(1) }),
    z.array(z.looseObject({ recordId: z.number(), testname: z.string(), testArea: z.string() })).nullable(),
  ),
  saveTest: contractRoute(
    'api/QCMasters/SetQcTest',
    z.strictObject({ test: qcTesting.extend(ourTestFields), traCheck, usr }),
    transactionResult,
    'Ours: test.code, parameter, unit, lowerLimit, upperLimit, method, mandatory and (raw material) itemGroup, ' +
      'what the test masters screens record of a test (its code, what it measures, within which limits, how, ' +
      'whether it may be skipped, for which item group). QcTestings has no such fields: the real server keeps a ' +
      'test’s name, area, micro check and checking type, and ignores the rest.',
  ),
  saveMirTest: contractRoute(
    'api/QCMaterials/SetQCMaterial',
    z.strictObject({ header: mirTestHead, lines: rows(mirTestLot), traCheck: z.literal(1), usr }),
    transactionResult,
  ),
} as const;
