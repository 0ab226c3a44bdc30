import type { FoSeries } from '../../../modules/frontoffice/domain/fo-numbers';
import { nextFolioReference } from '../fo-store';

/**
 * The next advance (FAR) or refund (FRF) number: the folio lines carry them as their reference, whichever area wrote
 * them.
 */
export function nextReceiptNumber(
  companyCode: number,
  series: Extract<FoSeries, 'advance' | 'refund'>,
  date: string,
): Promise<string> {
  return nextFolioReference(companyCode, series, date);
}
