import { fromPaise } from '../../../lib/money/money';
import {
  detailsComplete,
  stayDetailsProblems,
  type Problems,
} from '../../../modules/frontoffice/checkin/domain/checkin-rules';
import type { StayDetailsInput } from '../../../modules/frontoffice/checkin/domain/checkin-types';
import { isForeignNational, type Stay, type TariffSlot } from '../../../modules/frontoffice/domain/stay-types';
import { mealRatePaise, slotFor } from '../../../modules/frontoffice/domain/tariff';
import type { DemoSession } from '../../core/sessions/auth';
import { nowStamp } from '../fo-session';
import { foSettingsOf, hotelDate, stayOf, writeCForm, writeStay } from '../fo-store';
import { cformOfStay, createCForm } from './cform-store';
import { billToOf, categoriesOf, mealPlansOf, saveGuest } from './checkin-masters';

/**
 * A party of another size eats another meal charge: from the hotel date the current slot is repeated with the meal
 * plan's charge for the new party (a slot already starting that day is replaced; earlier nights keep theirs).
 */
function slotsForParty(
  stay: Stay,
  adults: number,
  children: number,
  date: string,
  plan: { adultRate: number; childRate: number | null } | undefined,
  user: string,
): TariffSlot[] {
  const current = slotFor(stay.slots, date);
  if (!current || !plan || (adults === stay.adults && children === stay.children)) return stay.slots;
  const slot: TariffSlot = {
    ...current,
    from: date,
    mealRate: fromPaise(mealRatePaise(plan, adults, children)),
    reason: `Party changed to ${adults} adults, ${children} children`,
    user,
    at: nowStamp(),
  };
  return [...stay.slots.filter((row) => row.from !== date), slot].sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * Change details of a stay in the room (inside the write queue): the guest (saved to the guests master too), the
 * departure, the party, the bill-to. A quick check-in whose details are now complete stops being pending; a guest
 * who turns out to be a foreign national gets the C-Form, and a due C-Form takes the corrected passport and visa.
 */
export async function changeStayDetails(
  session: DemoSession,
  input: StayDetailsInput,
): Promise<{ stay: Stay; cformNo: string } | { problems: Problems } | string> {
  const company = session.companyCode;
  const stay = await stayOf(company, input.stayNo);
  if (!stay) return `Stay ${input.stayNo} does not exist.`;
  if (stay.status !== 'IN_HOUSE')
    return `Stay ${stay.stayNo} is ${stay.status === 'CHECKOUT_PENDING' ? 'being checked out (its final bill is prepared)' : stay.status.toLowerCase().replace('_', ' ')}: its details cannot change now.`;
  const [date, categories, customers, plans, settings] = await Promise.all([
    hotelDate(company),
    categoriesOf(company),
    billToOf(company),
    mealPlansOf(company),
    foSettingsOf(company),
  ]);
  const category = categories.find((row) => row.code === stay.category);
  const extraBeds = slotFor(stay.slots, date)?.extraBeds ?? 0;
  const problems = stayDetailsProblems({
    kind: stay.kind,
    guest: input.guest,
    arrivalDate: stay.arrival.slice(0, 10),
    hotelDate: date,
    departure: input.departure,
    adults: input.adults,
    children: input.children,
    extraBeds,
    category,
  });
  if (input.billTo && !customers.some((row) => row.code === input.billTo))
    problems.billTo = `${input.billTo} is not a company or agent the hotel bills.`;
  if (Object.keys(problems).length > 0) return { problems };
  const guest = await saveGuest(company, { ...input.guest, guestId: stay.guest.guestId });
  const plan = plans.find((row) => row.code === slotFor(stay.slots, date)?.mealPlan);
  const changed: Stay = {
    ...stay,
    guest,
    departure: input.departure,
    adults: input.adults,
    children: input.children,
    billTo: input.billTo,
    slots: slotsForParty(stay, input.adults, input.children, date, plan, session.userName),
    detailsPending: stay.detailsPending && !detailsComplete(guest, stay.arrival.slice(0, 10)),
  };
  await writeStay(company, changed);
  const form = await cformOfStay(company, stay.stayNo);
  let cformNo = ''; // only a C-Form made now
  if (isForeignNational(guest.nationality) && !form)
    cformNo = (await createCForm(company, changed, settings.cFormHours, session.userName)).cformNo;
  else if (form && form.status === 'DUE')
    await writeCForm(company, {
      ...form,
      guestName: guest.name,
      nationality: guest.nationality,
      passportNo: guest.passportNo,
      visaNo: guest.visaNo,
      room: changed.room,
    });
  return { stay: changed, cformNo };
}
