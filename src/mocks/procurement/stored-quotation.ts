import type {
  QuotationHeader,
  QuotationLine,
  QuotationTax,
} from '../../modules/procurement/quotations/quotation-types';

/** A purchase quotation as the demo backend keeps it: header, lines, taxes and terms. */
export interface StoredQuotation {
  header: QuotationHeader;
  lines: QuotationLine[];
  taxes: QuotationTax[];
  terms: Array<{ sno: number; term: string }>;
}
