import { nextFoNumber, type FoSeries } from '../../../modules/frontoffice/domain/fo-numbers';
import { folioLinesOf } from '../fo-store';

/**
 * The next advance (FAR) or refund (FRF) number: the folio lines carry them as their reference, so the series is
 * read from every folio line's reference, as the folio area's advances and refunds number (folio-common.ts).
 */
export async function nextReceiptNumber(companyCode: number, series: Extract<FoSeries, 'advance' | 'refund'>, date: string): Promise<string> {
  return nextFoNumber(series, date, (await folioLinesOf(companyCode)).map((line) => line.reference));
}
