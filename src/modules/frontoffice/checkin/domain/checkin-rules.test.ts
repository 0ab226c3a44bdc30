import type { GuestDetails } from '../../domain/stay-types';
import {
  checkinProblems,
  companionProblems,
  detailsComplete,
  departureProblem,
  foreignGuestProblems,
  guestProblems,
  occupancyProblems,
  roomRefusal,
  stayDetailsProblems,
  type CheckinFacts,
} from './checkin-rules';
import type { CheckinCategory, CheckinRoom } from './checkin-types';
import { blankGuest } from '../../domain/blank-guest';

const indian: GuestDetails = blankGuest({
  name: 'Ramesh Agarwal',
  mobile: '9829041236',
  idType: 'AADHAAR',
  idNumber: '4821 7730 1943',
  address: '45, Shanti Path',
  city: 'Jaipur',
});
const briton: GuestDetails = {
  ...indian,
  name: 'James Whitfield',
  nationality: 'British',
  idType: 'PASSPORT',
  idNumber: '533184726',
  passportNo: '533184726',
  passportExpiry: '2031-04-17',
  visaNo: 'VE4471902',
  visaType: 'e-Visa',
  visaExpiry: '2027-02-10',
  arrivedInIndia: '2026-11-02',
  arrivedFrom: 'Delhi (IGI Airport)',
};
const standard: CheckinCategory = { code: 'STD', name: 'Standard', baseTariff: 2800, extraBed: 700, occupancy: 2 };
const economy: CheckinCategory = { code: 'ECO', name: 'Economy single', baseTariff: 1900, extraBed: 0, occupancy: 1 };
const room = (status: string, occupiedBy = ''): CheckinRoom => ({
  roomNo: '101',
  category: 'STD',
  floor: 1,
  status,
  active: status !== 'OUT_OF_ORDER',
  occupiedBy,
});
const facts = (over: Partial<CheckinFacts> = {}): CheckinFacts => ({
  kind: 'GUEST',
  guest: indian,
  roomNo: '101',
  room: room('VACANT'),
  category: standard,
  arrivalDate: '2026-11-24',
  departure: '2026-11-26',
  adults: 2,
  children: 0,
  extraBeds: 0,
  roomRate: 2800,
  complimentary: '',
  advance: 0,
  ...over,
});

describe('check-in rules', () => {
  it('accepts a complete Indian guest in a vacant clean room within capacity', () => {
    expect(checkinProblems(facts())).toEqual({});
  });

  it('asks a foreign national for passport, visa and arrival in India, each beside its field', () => {
    const bare = {
      ...briton,
      passportNo: '',
      passportExpiry: '',
      visaNo: '',
      visaType: '',
      visaExpiry: '',
      arrivedInIndia: '',
      arrivedFrom: '',
    };
    expect(Object.keys(foreignGuestProblems(bare)).sort()).toEqual(
      [
        'guest.arrivedFrom',
        'guest.arrivedInIndia',
        'guest.passportExpiry',
        'guest.passportNo',
        'guest.visaExpiry',
        'guest.visaNo',
        'guest.visaType',
      ].sort(),
    );
    expect(foreignGuestProblems(bare)['guest.passportNo']).toBe('A foreign national needs the passport number.');
    expect(foreignGuestProblems(briton, '2026-11-24')).toEqual({});
    // An Indian needs none of it; the nationality decides, in any letter case.
    expect(foreignGuestProblems({ ...indian, nationality: ' indian ' })).toEqual({});
  });

  it('refuses an expired passport or visa and an arrival in India after the check-in', () => {
    const problems = foreignGuestProblems(
      { ...briton, passportExpiry: '2026-11-23', visaExpiry: '2026-10-01', arrivedInIndia: '2026-11-25' },
      '2026-11-24',
    );
    expect(problems['guest.passportExpiry']).toBe('The passport expired on 23-Nov-2026.');
    expect(problems['guest.visaExpiry']).toBe('The visa expired on 01-Oct-2026.');
    expect(problems['guest.arrivedInIndia']).toMatch(/cannot be after the check-in \(24-Nov-2026\)/);
  });

  it('needs the ID and address on a full check-in, not on a quick one; an ID typed is checked by its shape', () => {
    const bare = { ...indian, idType: '' as const, idNumber: '', address: '' };
    expect(Object.keys(guestProblems(bare, 'GUEST')).sort()).toEqual([
      'guest.address',
      'guest.idNumber',
      'guest.idType',
    ]);
    expect(guestProblems(bare, 'QUICK')).toEqual({});
    expect(guestProblems({ ...indian, idNumber: '1234' }, 'QUICK')['guest.idNumber']).toMatch(/12 digits/);
    expect(guestProblems({ ...indian, idType: 'PAN', idNumber: 'ABCDE12345' }, 'GUEST')['guest.idNumber']).toMatch(
      /ABCDE1234F/,
    );
    expect(guestProblems({ ...indian, mobile: '12345' }, 'HOUSE')['guest.mobile']).toMatch(/10-digit/);
    expect(detailsComplete(bare)).toBe(false);
    expect(detailsComplete(indian)).toBe(true);
  });

  it('names why a room cannot take a check-in', () => {
    expect(roomRefusal('101', room('VACANT'))).toBeNull();
    expect(roomRefusal('101', room('OCCUPIED', 'Priya Nair, CHK26-11/0002'))).toBe(
      'Room 101 is occupied (Priya Nair, CHK26-11/0002): choose a vacant clean room.',
    );
    expect(roomRefusal('101', room('VACANT', 'Priya Nair, CHK26-11/0002'))).toMatch(/occupied/);
    expect(roomRefusal('101', room('OUT_OF_ORDER'))).toBe('Room 101 is out of order: choose a vacant clean room.');
    expect(roomRefusal('101', room('DIRTY'))).toMatch(/not clean yet/);
    expect(roomRefusal('999', undefined)).toMatch(/not a room of this hotel/);
    expect(roomRefusal('', undefined)).toBe('Choose a vacant clean room.');
  });

  it('keeps the party within the occupancy plus extra beds', () => {
    expect(occupancyProblems({ adults: 2, children: 0, extraBeds: 0 }, standard)).toEqual({});
    expect(occupancyProblems({ adults: 3, children: 0, extraBeds: 0 }, standard).adults).toBe(
      'Standard rooms take 2 guests: 3 given (adults and children).',
    );
    expect(occupancyProblems({ adults: 3, children: 1, extraBeds: 2 }, standard)).toEqual({});
    expect(occupancyProblems({ adults: 3, children: 2, extraBeds: 2 }, standard).adults).toBe(
      'Standard rooms take 2 guests and 2 more on extra beds: 4 at most, 5 given (adults and children).',
    );
    expect(occupancyProblems({ adults: 2, children: 0, extraBeds: 3 }, standard).extraBeds).toMatch(
      /At most 2 extra beds/,
    );
    expect(occupancyProblems({ adults: 1, children: 0, extraBeds: 1 }, economy).extraBeds).toBe(
      'Economy single rooms take no extra bed.',
    );
    expect(occupancyProblems({ adults: 0, children: 1, extraBeds: 0 }, standard).adults).toBe(
      'At least one adult checks in.',
    );
  });

  it('wants the departure after the arrival', () => {
    expect(departureProblem('2026-11-24', '2026-11-25')).toBeNull();
    expect(departureProblem('2026-11-24', '2026-11-24')).toBe(
      'The expected departure must be after the arrival (24-Nov-2026).',
    );
    expect(departureProblem('2026-11-24', '2026-11-20')).toMatch(/after the arrival/);
    expect(departureProblem('2026-11-24', '')).toBe('Enter the expected departure date.');
  });

  it('gathers every problem of a check-in, and a house guest needs a reason but no rate', () => {
    const problems = checkinProblems(
      facts({
        guest: { ...briton, visaNo: '' },
        room: room('OCCUPIED', 'X, CHK26-11/0001'),
        departure: '2026-11-23',
        adults: 5,
        roomRate: 0,
        advance: -5,
      }),
    );
    expect(Object.keys(problems).sort()).toEqual([
      'adults',
      'advanceAmount',
      'departure',
      'guest.visaNo',
      'room',
      'roomRate',
    ]);
    expect(checkinProblems(facts({ kind: 'HOUSE', roomRate: 0 }))).toEqual({
      complimentary: expect.stringMatching(/Say why/),
    });
    expect(checkinProblems(facts({ kind: 'HOUSE', roomRate: 0, complimentary: 'Owner’s guest' }))).toEqual({});
  });

  it('changes details with a departure not before the hotel date', () => {
    const base = {
      kind: 'GUEST' as const,
      guest: indian,
      arrivalDate: '2026-11-20T14:00',
      hotelDate: '2026-11-24',
      adults: 2,
      children: 0,
      extraBeds: 0,
      category: standard,
    };
    expect(stayDetailsProblems({ ...base, departure: '2026-11-24' })).toEqual({});
    expect(stayDetailsProblems({ ...base, departure: '2026-11-23' }).departure).toBe(
      'The expected departure cannot be before the hotel date (24-Nov-2026).',
    );
    expect(
      stayDetailsProblems({ ...base, kind: 'QUICK', guest: { ...indian, address: '' }, departure: '2026-11-25' }),
    ).toEqual({});
  });

  it('keeps every text of the guest within its length, beside the field, as the form and the backend both check', () => {
    expect(guestProblems({ ...indian, name: 'A'.repeat(80) }, 'GUEST')).toEqual({});
    expect(guestProblems({ ...indian, name: 'A'.repeat(2000) }, 'GUEST')['guest.name']).toBe(
      'Keep it within 80 characters (2,000 given).',
    );
    expect(guestProblems({ ...indian, address: 'x'.repeat(251), city: 'y'.repeat(61) }, 'QUICK')).toEqual({
      'guest.address': 'Keep it within 250 characters (251 given).',
      'guest.city': 'Keep it within 60 characters (61 given).',
    });
    expect(checkinProblems(facts({ guest: { ...indian, name: 'B'.repeat(81) } }))['guest.name']).toMatch(
      /^Keep it within 80 characters/,
    );
  });

  it('keeps companions within the room and asks a foreign companion for a passport', () => {
    const companion = { name: 'Sunita Agarwal', nationality: 'Indian', idType: '' as const, idNumber: '' };
    expect(companionProblems([companion], 2)).toEqual({});
    expect(companionProblems([companion, companion], 2).lines).toBe(
      'The room takes 2 guests: the guest and 1 companion at most.',
    );
    expect(companionProblems([{ ...companion, name: ' ' }], 2)['lines.0.name']).toMatch(/name/);
    expect(companionProblems([{ ...companion, nationality: 'French' }], 2)['lines.0.idNumber']).toMatch(/passport/);
    expect(companionProblems([{ ...companion, name: 'C'.repeat(81) }], 2)['lines.0.name']).toBe(
      'Keep it within 80 characters (81 given).',
    );
  });
});
