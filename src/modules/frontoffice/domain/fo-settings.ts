/** A GST slab on a room night: nights priced up to `upTo` rupees (null: no upper bound) pay `percent`. */
export interface RoomTaxSlab {
  upTo: number | null;
  percent: number;
}

/** The front office's settings (record 'frontoffice.settings', key 'settings'; Setup, Front office settings). */
export interface FoSettings {
  checkOutTime: string; // HH:mm, the hotel's standard check-out time
  cFormHours: number; // hours after arrival within which a foreign national's C-Form must be submitted
  roomTaxSlabs: RoomTaxSlab[]; // ascending by upTo, the last open-ended
  cancelSameDayOnly: boolean; // a check-in may be cancelled only on its arrival day
}

/** GST on hotel accommodation from 22 September 2025: up to Rs 7,500 a night 5 %, above it 18 %. */
export const DEFAULT_FO_SETTINGS: FoSettings = {
  checkOutTime: '12:00',
  cFormHours: 24,
  roomTaxSlabs: [
    { upTo: 7500, percent: 5 },
    { upTo: null, percent: 18 },
  ],
  cancelSameDayOnly: true,
};
