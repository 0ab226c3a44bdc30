import { nextFoNumber, type FoSeries } from '../../../modules/frontoffice/domain/fo-numbers';
import { folioLinesOf } from '../fo-store';

/**
 * The next advance (FAR) or refund (FRF) number: the folio lines carry them as their reference, so the series is
 * read from the company's folio lines (the folio area's advances and refunds number from the same lines).
 */
export async function nextReceiptNumber(companyCode: number, series: Extract<FoSeries, 'advance' | 'refund'>, date: string): Promise<string> {
  const kind = series === 'advance' ? 'ADVANCE' : 'REFUND';
  const used = (await folioLinesOf(companyCode)).filter((line) => line.kind === kind).map((line) => line.reference);
  return nextFoNumber(series, date, used);
}
