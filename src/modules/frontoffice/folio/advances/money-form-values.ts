import { z } from 'zod';
import { fromPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { MONEY_MODES, type MoneyInput } from '../domain/folio-types';
import { typedPaise } from '../parts/typed-values';

/** The money form's rules; a refund's amount is also held to the stay's unused credit (`maxPaise`). */
export const moneySchema = (maxPaise: number | null) =>
  z.object({
    mode: z.string().refine((mode) => (MONEY_MODES as readonly string[]).includes(mode), 'Choose cash, card or UPI'),
    amount: z.string().superRefine((text, context) => {
      const paise = typedPaise(text);
      if (typeof paise === 'string') context.addIssue({ code: 'custom', message: paise });
      else if (maxPaise !== null && paise > maxPaise)
        context.addIssue({ code: 'custom', message: `At most ${formatMoney(maxPaise)}, the stay's unused credit` });
    }),
    narration: z.string().max(200, 'Keep it within 200 characters'),
  });

export type MoneyValues = z.infer<ReturnType<typeof moneySchema>>;

export const emptyMoney: MoneyValues = { mode: 'CASH', amount: '', narration: '' };

export const toMoneyInput = (stayNo: string, values: MoneyValues): MoneyInput => ({
  stayNo,
  mode: values.mode as MoneyInput['mode'],
  amount: fromPaise(Number(typedPaise(values.amount))),
  narration: values.narration.trim(),
});
