import type { CForm, Reservation, Stay } from '../../../modules/frontoffice/domain/stay-types';

type Rows<T> = { id: string; data: T }[];

/** The hotel's starting in-house stays, today's reservations and the C-Forms due (the panel area fills this in). */
export async function frontOfficeStartingRecords(companyCode: number): Promise<{ stays: Rows<Stay>; reservations: Rows<Reservation>; cforms: Rows<CForm> }> {
  void companyCode;
  return { stays: [], reservations: [], cforms: [] };
}
