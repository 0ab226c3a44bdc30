import * as z from 'zod';
import { contractRoute, generalInformation, transactionResult, userInfo, type ContractRoute } from './contract-route';
import { date, model, numOrText, rows, text, usr } from './contract-fields';

/** 03 §11: every procurement report's body, `{ frmDate, toDate, detail?, recordId?, usr }`. */
const reportBody = z.strictObject({ frmDate: date, toDate: date, detail: text, recordId: numOrText, usr });

/** What the contract says of PurRepPurchases' answers: they carry the files the server made. */
const purchaseReportAnswer = z.looseObject({ pdfFile: text, excelFile: text });

const PURCHASE_REPORT_ANSWER =
  'Ours answers the report itself (rows, groups and totals) for the screen to show, export and print; the real ' +
  'server’s answer carries pdfFile and excelFile, files it made (the rest of its answer is not documented).';

const PURCHASE_REPORTS = [
  'api/PurRepPurchases/purRepPurchasesListofPurchases',
  'api/PurRepPurchases/purRepPurchasesConsolidated',
  'api/PurRepPurchases/purRepPurchasesDetailed',
  'api/PurRepPurchases/purRepPurchasesSupplierWise',
  'api/PurRepPurchases/purRepPurchasesListofPurchasesSupplierConsolidated',
  'api/PurRepPurchases/purRepPurchasesListofPurchaseReturns',
  'api/PurRepPurchases/purRepPurchasesPurchaseReturnsConsolidated',
  'api/PurRepPurchases/purRepPurchaseReturnsSupplierConsolidated',
  'api/PurRepPurchases/PurRepPurchasesToReturns',
  'api/PurRepPurchases/PurRepListOfCreditNotes',
];

/** Reports whose answers the contract leaves undocumented ("Server file."). */
const OTHER_REPORTS = [
  'api/PurRepOrderManagement/purRepOrderPendingRequests',
  'api/PurRepOrderManagement/PurRepRequestsTobeApproved',
  'api/PurRepOrderManagement/PurRepRequestsExpired',
  'api/PurRepOrderManagement/purRepOrderListOfOrdersPending',
  'api/PurRepOrderManagement/purRepOrderExpectedMaterials',
  'api/PurRepOrderManagement/purRepOrderPendingAdvances',
  'api/PurRepOrderManagement/purRepOrderSupplierwisePendingAdvances',
  'api/PurRepOrderManagement/purRepOrderRequests',
  'api/PurRepOrderManagement/purRepItemWisePendingRequests',
  'api/PurRepOrderManagement/PurRepListOfEnquiries',
  'api/PurRepOrderManagement/purRepOrderListOfOrders',
  'api/PurRepOrderManagement/purRepOrderListOfOrdersSupplierWise',
  'api/PurRepStocks/PurRepPurchasesDayBook',
  'api/PurRepStocks/PurRepItemWisePurchasesConsolidations',
  'api/PurRepStocks/PurRepTop10ItemsPurchased',
  'api/PurRepStocks/PurRepLeast10ItemsPurchased',
  'api/PurRepStocks/PurRepNoPurchaseItems',
];

/** `AccountsAssign` as SetAccountsAssignDetails documents it: Module "PUR" | "SAL", Transcode, Account. */
const accountsAssign = model({ module: text, transcode: text, account: numOrText });

/** 03 §5: the account mapping's read, `[{ transcode, transdescri, sno, account }]`. */
const assignDetails = z.array(
  z.looseObject({
    transcode: z.string(),
    transdescri: z.string().nullable(),
    sno: z.number(),
    account: z.union([z.string(), z.number()]).nullable(),
  }),
);

/** 03 §5 and §11: the purchase account mapping and the purchase, order and stock reports. */
export const INVENTORY_REPORTS_CONTRACT = {
  assignDetails: contractRoute('api/accountsassign/GetAccountsAssignDetailsPurchases', userInfo, assignDetails),
  saveAssignments: contractRoute(
    'api/accountsassign/SetAccountsAssignDetails',
    z.strictObject({ list: rows(accountsAssign), usr }),
    transactionResult,
  ),
  // 03 §10 names these two and documents neither body nor answer: we send `{ usr }` (as our other key reports) and
  // `{ toDate, usr }` (as the closing stock report), both GeneralInformation, and answer the report's rows and totals.
  units: contractRoute('api/invKeyReportsController/GetKeyRepInvUnits', generalInformation, z.unknown()),
  fnbClosingStock: contractRoute('api/invDepartments/GetFnBWiseClosingStock', generalInformation, z.unknown()),
} as const;

/** The reports, one route each. */
export const INVENTORY_REPORT_ROUTES: readonly ContractRoute[] = [
  ...PURCHASE_REPORTS.map((route) => contractRoute(route, reportBody, purchaseReportAnswer, PURCHASE_REPORT_ANSWER)),
  ...OTHER_REPORTS.map((route) => contractRoute(route, reportBody, z.unknown())),
];
