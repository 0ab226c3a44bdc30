import type {
  CrmQuotationHeader,
  CrmQuotationLine,
  CrmQuotationTax,
} from '../../../modules/crm/quotations/quotation-types';

/** A sale quotation as the demo backend keeps it (amounts in rupees as the wire has them, figured in paise). */
export interface StoredCrmQuotation {
  header: CrmQuotationHeader;
  lines: CrmQuotationLine[];
  taxes: CrmQuotationTax[];
  terms: Array<{ sno: number; term: string }>;
}
