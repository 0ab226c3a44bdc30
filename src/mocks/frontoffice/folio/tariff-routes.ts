import { http, HttpResponse } from 'msw';
import { fromPaise, isRupeeAmount } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { toPaise } from '../../../lib/money/money';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { tariffChangeProblem } from '../../../modules/frontoffice/folio/domain/folio-rules';
import { FOLIO_ENDPOINTS as API, type TariffRequirements } from '../../../modules/frontoffice/folio/domain/folio-types';
import type { TariffSlot } from '../../../modules/frontoffice/domain/stay-types';
import { mealRatePaise } from '../../../modules/frontoffice/domain/tariff';
import { readJson } from '../../core/read-json';
import { folioLinesOf, hotelDate, writeStay } from '../fo-store';
import { foSession, foWrite, nowStamp, refusal } from '../fo-session';
import { headerOf, inHouseStay, isActive, logFo, masterRows, num, numberOf, str, text } from './folio-common';

/** The active meal plans and room categories with their rates (the tariff change and room transfer screens). */
export async function tariffMasters(companyCode: number): Promise<Omit<TariffRequirements, 'hotelDate'>> {
  const [plans, categories] = await Promise.all([
    masterRows('frontoffice.meal-plans', companyCode),
    masterRows('frontoffice.room-categories', companyCode),
  ]);
  return {
    mealPlans: plans.filter(isActive).map((row) => ({
      code: str(row.code),
      name: str(row.name),
      adultRate: num(row.adultRate),
      childRate: row.childRate === null || row.childRate === undefined ? null : num(row.childRate),
    })),
    categories: categories.map((row) => ({
      code: str(row.code),
      name: str(row.name),
      baseTariff: num(row.baseTariff),
      extraBed: num(row.extraBed),
    })),
  };
}

export const tariffRoutes = [
  http.post(`*/${API.tariffRequirements}`, async ({ request }) => {
    const session = await foSession(request, FRONT_OFFICE.tariffChange, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const answer: TariffRequirements = {
      hotelDate: await hotelDate(session.companyCode),
      ...(await tariffMasters(session.companyCode)),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${API.tariffChange}`, async ({ request }) => {
    const session = await foSession(request, FRONT_OFFICE.tariffChange, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const header = headerOf(await readJson(request));
    return foWrite(request, session, async () => {
      const roomRate = numberOf(header.roomRate);
      const extraBeds = numberOf(header.extraBeds);
      const reason = text(header.reason);
      const from = text(header.from);
      if (!reason) return refusal('Give the reason for the tariff change.');
      if (!Number.isFinite(roomRate) || roomRate < 0 || !isRupeeAmount(roomRate))
        return refusal('Enter the room rate per night in rupees (0 or more, at most two decimals).');
      if (!Number.isInteger(extraBeds) || extraBeds < 0 || extraBeds > 5)
        return refusal('Enter the extra beds as a whole number from 0 to 5.');
      const stay = await inHouseStay(session.companyCode, text(header.stayNo));
      if (typeof stay === 'string') return refusal(stay);
      if (stay.kind === 'HOUSE') return refusal(`Room ${stay.room} is a house guest's: there is no tariff to change.`);
      const problem = tariffChangeProblem(
        from,
        await hotelDate(session.companyCode),
        await folioLinesOf(session.companyCode, stay.stayNo),
      );
      if (problem) return refusal(problem);
      const masters = await tariffMasters(session.companyCode);
      const planCode = text(header.mealPlan);
      const plan = masters.mealPlans.find((row) => row.code === planCode);
      if (planCode && !plan) return refusal(`Meal plan ${planCode} is not in the meal plans master (or not active).`);
      const category = masters.categories.find((row) => row.code === stay.category);
      const slot: TariffSlot = {
        from,
        roomRate,
        mealPlan: plan?.code ?? '',
        mealRate: plan ? fromPaise(mealRatePaise(plan, stay.adults, stay.children)) : 0,
        extraBeds,
        extraBedRate: extraBeds > 0 ? (category?.extraBed ?? 0) : 0,
        reason,
        user: session.userName,
        at: nowStamp(),
      };
      await writeStay(session.companyCode, { ...stay, slots: [...stay.slots, slot] });
      const before = stay.slots.at(-1);
      await logFo(
        session,
        'Modified',
        'Tariff',
        stay.stayNo,
        `Room ${stay.room} from ${from}: ${formatMoney(toPaise(roomRate))} a night${slot.mealPlan ? `, ${slot.mealPlan}` : ''}${extraBeds ? `, ${extraBeds} extra bed(s)` : ''} (${reason})`,
        before?.roomRate ?? null,
        roomRate,
      );
      return HttpResponse.json({ result: 'OK', slot });
    });
  }),
];
