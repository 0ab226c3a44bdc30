/**
 * The front desk's transaction routes. The real server's school API is not public (contract 06-school.md), so these are
 * ours in the family's convention: POST `api/FD<Area>/<Verb><Thing>` with `usr` in every body; reads take
 * GeneralInformation (`recordId`, `detail`, `frmDate`, `toDate`, dates dd-MMM-yyyy); saves take
 * `{ header, lines, traCheck, usr }` (traCheck 1 create, 2 modify, 3 delete) and answer
 * `{ result: 'OK' | <refusal>, seq?, recordId? }`. Money is rupees on the wire. The masters keep their own routes
 * (api/FDFees/*, api/FDStudents/*), the reports theirs (reports/domain/report-endpoints.ts). Shapes: the *-types.ts
 * files and desk-records.ts beside this file.
 */
export const FD_ROUTES = {
  // fee collection (fd-feestra) and the fee ledger (fd-students2)
  /** `{}` → the screen's requirements: today, the pupils, the user's receipt accounts, whether they may concede. */
  feeRequirements: 'api/FDFeeReceipts/GetFDFeeRequirements',
  /**
   * `{ detail: admissionNo, frmDate: receipt date }` → the pupil's open dues oldest first, each with its late fine as
   * on that date.
   */
  studentDues: 'api/FDFeeReceipts/GetFDStudentDues',
  /** `{ frmDate, toDate }` → FeeReceipt[] newest first. */
  feeReceipts: 'api/FDFeeReceipts/GetFDFeeReceipts',
  /** `{ recordId: receiptNo }` → FeeReceipt | null. */
  feeReceipt: 'api/FDFeeReceipts/GetFDFeeReceipt',
  /**
   * `{ header: { admissionNo, mode, account, reference, concessionReason },`
   * `lines: [{ dueId, paid, concession }], traCheck: 1 }` → `{ result, seq: receiptNo, recordId: receiptNo }`.
   */
  saveFeeReceipt: 'api/FDFeeReceipts/SetFDFeeReceipt',
  /** `{ recordId: receiptNo }`: counts a copy (print right 7 the first time, reprint 8 after) → `{ result }`. */
  printFeeReceipt: 'api/FDFeeReceipts/PrintFDFeeReceipt',
  /** `{ recordId: receiptNo, detail: reason }` (delete right) → `{ result }`: kept, marked, its voucher taken back. */
  cancelFeeReceipt: 'api/FDFeeReceipts/CancelFDFeeReceipt',
  /** `{ detail: admissionNo, frmDate?: as on }` → the pupil's ledger (rows and totals, rupees). */
  feeLedger: 'api/FDFeeReceipts/GetFDFeeLedger',

  // calls (enquiries) and their follow-ups: fd-calls and the shared entry route
  /** `{}` → today, the classes (or interests) offered, the sources, the staff who take calls. */
  callRequirements: 'api/FDCalls/GetFDCallRequirements',
  /** `{ frmDate, toDate, detail?: status }` → Enquiry[] newest first. */
  calls: 'api/FDCalls/GetFDCalls',
  /** `{ recordId: enquiryNo }` → Enquiry | null. */
  call: 'api/FDCalls/GetFDCall',
  /** `{ header: Enquiry fields, lines: followUps, traCheck: 1 | 2 }` → `{ result, seq: enquiryNo }`. */
  saveCall: 'api/FDCalls/SetFDCall',
  /** `{ header: { enquiryNo, date, note, nextDate }, traCheck: 1 }` → `{ result, seq: enquiryNo }`. */
  saveCallFollowUp: 'api/FDCalls/SetFDCallFollowUp',
  /**
   * `{ recordId: enquiryNo, header: the pupil's fields }` → `{ result, seq: admissionNo }`: creates the
   * frontdesk.students record.
   */
  convertCall: 'api/FDCalls/ConvertFDCall',

  // presentations (fd-presentations)
  /** `{ frmDate, toDate, detail?: status }` → Presentation[]. */
  presentations: 'api/FDPresentations/GetFDPresentations',
  /** `{ recordId: presentationNo }` → Presentation | null. */
  presentation: 'api/FDPresentations/GetFDPresentation',
  /** `{ header: Presentation fields, traCheck: 1 | 2 }` → `{ result, seq: presentationNo }`. */
  savePresentation: 'api/FDPresentations/SetFDPresentation',

  // desk logs: visitors, complaints, meetings, trainings
  /** `{ frmDate, toDate }` → DeskListAnswer<Visitor> (those inside first). */
  visitors: 'api/FDVisitors/GetFDVisitors',
  /** `{ header: Visitor fields, traCheck: 1 in | 2 out or modify }` → `{ result, seq: visitorNo }`. */
  saveVisitor: 'api/FDVisitors/SetFDVisitor',
  /** `{ frmDate, toDate, detail?: status }` → DeskListAnswer<Complaint>. */
  complaints: 'api/FDComplaints/GetFDComplaints',
  /** `{ recordId: complaintNo }` → Complaint | null. */
  complaint: 'api/FDComplaints/GetFDComplaint',
  /**
   * `{ header: { action: RAISE | ASSIGN | RESOLVE, ...fields }, traCheck: 1 | 2 }` → `{ result, seq: complaintNo }`.
   */
  saveComplaint: 'api/FDComplaints/SetFDComplaint',
  /** `{ frmDate, toDate }` → DeskListAnswer<FdMeeting>. */
  meetings: 'api/FDMeetings/GetFDMeetings',
  /** `{ recordId: meetingNo }` → FdMeeting | null. */
  meeting: 'api/FDMeetings/GetFDMeeting',
  /** `{ header, lines: attendees, traCheck: 1 | 2 }` → `{ result, seq: meetingNo }`. */
  saveMeeting: 'api/FDMeetings/SetFDMeeting',
  /** `{ frmDate, toDate }` → DeskListAnswer<FdTraining>. */
  trainings: 'api/FDTrainings/GetFDTrainings',
  /** `{ recordId: trainingNo }` → FdTraining | null. */
  training: 'api/FDTrainings/GetFDTraining',
  /** `{ header, lines: attendees, traCheck: 1 | 2 }` → `{ result, seq: trainingNo }`. */
  saveTraining: 'api/FDTrainings/SetFDTraining',

  // book and uniform sales (fd-books)
  /** `{}` → BookSaleRequirements: today, the pupils, the price list (SaleItem[]). */
  bookSaleRequirements: 'api/FDBookSales/GetFDBookSaleRequirements',
  /** `{ frmDate, toDate }` → BookSale[] newest first. */
  bookSales: 'api/FDBookSales/GetFDBookSales',
  /**
   * `{ header: { admissionNo }, lines: [{ itemCode, quantity }], traCheck: 1 }` → `{ result, seq: saleNo }`: posts a
   * BOOKS charge.
   */
  saveBookSale: 'api/FDBookSales/SetFDBookSale',
  /** `{ recordId: saleNo, detail: reason }` → `{ result }`: kept, marked, its charge withdrawn (refused once paid). */
  cancelBookSale: 'api/FDBookSales/CancelFDBookSale',
} as const;

/** The react-query key every front desk transaction read starts with; every front desk write invalidates it. */
export const FD_KEY = 'frontdesk';

/** The series prefixes of the front desk's numbers (nextYearNumber): REC<yyyy>-NNNNN and so on. */
export const FD_PREFIXES = {
  feeReceipt: 'REC',
  enquiry: 'ENQ',
  presentation: 'PRS',
  visitor: 'VIS',
  complaint: 'CMP',
  meeting: 'FMT',
  training: 'FTR',
  bookSale: 'BKS',
} as const;
