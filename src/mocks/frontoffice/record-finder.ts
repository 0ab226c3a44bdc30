import { formatDate } from '../../lib/format/date-format';
import { detailOf, found, type RecordFinder } from '../core/search/record-finder';
import { queryOf } from '../core/search/record-match';
import { searchIndex } from '../core/search/search-index';
import { openStays } from './fo-store';

/** The guests in house (their stays open), by room number or name: a few hundred, kept in memory. */
const inHouse = searchIndex('frontoffice.in-house', async (companyCode) =>
  (await openStays(companyCode)).map((stay) => ({
    number: stay.room,
    name: stay.guest.name,
    value: {
      stayNo: stay.stayNo,
      room: stay.room,
      name: stay.guest.name,
      arrival: stay.arrival.slice(0, 10),
      departure: stay.departure,
      pending: stay.status === 'CHECKOUT_PENDING',
    },
  })),
);

/** A guest found opens the folio of their stay (the ledger of the occupied room). */
const guests: RecordFinder = {
  kind: 'guest',
  async find({ companyCode, query, limit }) {
    // "room 107", as the palette shows a guest's room, is the room number.
    const typed = query.folded.startsWith('room ') ? (queryOf(query.folded.slice(5)) ?? query) : query;
    return (await inHouse.find(companyCode, typed, limit)).map(({ value, exact }) =>
      found('guest', {
        recordId: value.stayNo,
        number: value.room,
        name: value.name,
        detail: detailOf(
          `Room ${value.room}`,
          `${formatDate(value.arrival)} to ${formatDate(value.departure)}`,
          value.pending && 'final bill prepared',
        ),
        date: value.arrival,
        exact,
      }),
    );
  },
  warm: (companyCode) => inHouse.entries(companyCode),
};

/** The front office's records: its guests in house. */
export const FRONT_OFFICE_RECORD_FINDERS: readonly RecordFinder[] = [guests];
