import { z } from 'zod';
import { fromPaise, toPaise } from '../../../../lib/money/money';
import { formatMoneyPlain } from '../../../../lib/money/money-format';
import type { TariffSlot } from '../../domain/stay-types';
import type { TariffChangeInput } from '../domain/folio-types';
import { typedPaise } from '../parts/typed-values';

export const tariffSchema = (hotelDate: string) =>
  z.object({
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the first night of the new tariff')
      .refine((from) => from >= hotelDate, `Not before the hotel date ${hotelDate}`),
    roomRate: z.string().superRefine((text, context) => {
      const paise = typedPaise(text, true);
      if (typeof paise === 'string') context.addIssue({ code: 'custom', message: paise });
    }),
    mealPlan: z.string(),
    extraBeds: z.string().regex(/^[0-5]$/, 'Enter 0 to 5 extra beds'),
    reason: z.string().trim().min(1, 'Give the reason for the change').max(200, 'Keep it within 200 characters'),
  });

export type TariffValues = z.infer<ReturnType<typeof tariffSchema>>;

/** The form starts from the slot in force on the hotel date: its rate, plan and beds, from that date. */
export const tariffDefaults = (hotelDate: string, slot: TariffSlot | undefined): TariffValues => ({
  from: hotelDate,
  roomRate: slot ? formatMoneyPlain(toPaise(slot.roomRate)) : '',
  mealPlan: slot?.mealPlan ?? '',
  extraBeds: String(slot?.extraBeds ?? 0),
  reason: '',
});

export const toTariffInput = (stayNo: string, values: TariffValues): TariffChangeInput => ({
  stayNo,
  from: values.from,
  roomRate: fromPaise(Number(typedPaise(values.roomRate, true))),
  mealPlan: values.mealPlan,
  extraBeds: Number(values.extraBeds),
  reason: values.reason.trim(),
});
