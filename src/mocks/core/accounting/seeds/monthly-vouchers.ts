import { toPaise } from '../../../../lib/money/money';
import { dueOn, monthLabel, type SeedDay } from './voucher-seed-plan';
import { POWER_SEASON, type SeedContext, vary, ref, ownCheque } from './voucher-seed-parts';

export function monthly(day: SeedDay, c: SeedContext) {
  const { w, rng, f } = c;
  const { year, month } = day;
  const [label, before] = [monthLabel(year, month), monthLabel(year, month - 1)];
  if (dueOn(day, 1)) {
    w.write({
      type: 'PAY',
      mode: 'ONLINE',
      counter: 'AC002',
      reference: ref(rng, 'HDFCN'),
      narration: `Being salaries for ${before} paid to staff`,
      lines: [
        {
          account: 'AC403',
          amount: rng.rounded(f.salary * 0.97, f.salary * 1.03, 1),
          narration: `Salaries for ${before}`,
        },
        { account: 'AC404', amount: vary(rng, f.welfare, 0.3), narration: `Staff welfare for ${before}` },
      ],
    });
  }
  if (dueOn(day, 5))
    w.write({
      type: 'PAY',
      mode: 'CHEQUE',
      counter: 'AC002',
      cheque: ownCheque(c, 'AC002', day.date),
      narration: `Being rent for ${label} paid to the landlord`,
      lines: [{ account: 'AC401', amount: toPaise(f.rent) }],
    });
  if (dueOn(day, 10))
    w.write({
      type: 'PAY',
      mode: 'ONLINE',
      counter: 'AC003',
      reference: ref(rng, 'SBIN'),
      narration: `Being term loan instalment for ${label} paid to State Bank of India`,
      lines: [{ account: 'AC801', amount: c.emi }],
    });
  if (dueOn(day, 12)) {
    const amount = vary(rng, f.electricity * POWER_SEASON[(month + 10) % 12]!, 0.1);
    w.write({
      type: 'PAY',
      mode: 'ONLINE',
      counter: 'AC002',
      reference: ref(rng, 'BBPS'),
      narration: `Being electricity charges for ${before} paid to the electricity board`,
      lines: [{ account: 'AC402', amount }],
    });
  }
  if (dueOn(day, 15))
    w.write({
      type: 'PAY',
      mode: 'ONLINE',
      counter: 'AC002',
      reference: ref(rng, 'BBPS'),
      narration: `Being telephone and internet charges for ${before} paid to Airtel`,
      lines: [{ account: 'AC405', amount: vary(rng, f.telephone, 0.1) }],
    });
  if (f.power > 0 && dueOn(day, 18)) {
    const what = c.trade === 'food' ? 'LPG cylinders' : 'diesel for the generator';
    w.write({
      type: 'PAY',
      mode: 'CHEQUE',
      counter: 'AC002',
      cheque: ownCheque(c, 'AC002', day.date),
      narration: `Being ${what} purchased for ${label}`,
      lines: [{ account: 'AC303', amount: vary(rng, f.power, 0.2) }],
    });
  }
  if (month === 9 && dueOn(day, 20)) {
    const narration = `Being audit fees for FY ${year - 1}-${String(year).slice(2)} paid to Mehta and Associates, Chartered Accountants`;
    w.write({
      type: 'PAY',
      mode: 'CHEQUE',
      counter: 'AC002',
      cheque: ownCheque(c, 'AC002', day.date),
      narration,
      lines: [{ account: 'AC409', amount: rng.rounded(20000 * f.scale, 30000 * f.scale, 500) }],
    });
  }
  const surplus = Math.floor((w.balance('AC003') - toPaise(250000 * f.scale)) / 1000000) * 1000000;
  if (dueOn(day, 20) && surplus > 0)
    w.write({
      type: 'TRA',
      mode: 'ONLINE',
      counter: 'AC003',
      reference: ref(rng, 'SBIN'),
      narration: 'Funds transferred from State Bank of India to HDFC Bank',
      lines: [{ account: 'AC002', amount: surplus }],
    });
  const wallet = w.balance('AC004');
  if (dueOn(day, 25) && wallet > 0)
    w.write({
      type: 'TRA',
      mode: 'WALLET',
      counter: 'AC004',
      reference: ref(rng, 'PTMSTL'),
      narration: 'Paytm wallet balance settled to HDFC Bank',
      lines: [{ account: 'AC002', amount: wallet }],
    });
  if (dueOn(day, 28)) {
    const charges = rng.paise(150 * f.scale, 600 * f.scale);
    w.write({
      type: 'JOU',
      narration: `Being bank charges and GST debited by HDFC Bank for ${label}`,
      lines: [
        { account: 'AC408', amount: charges },
        { account: 'AC002', amount: charges, side: 'credit' },
      ],
    });
    if (month % 3 === 0) {
      const amount = rng.paise(1500 * f.scale, 3500 * f.scale);
      w.write({
        type: 'JOU',
        narration: 'Being interest on the sweep-in deposit credited by HDFC Bank for the quarter',
        lines: [
          { account: 'AC002', amount },
          { account: 'AC203', amount, side: 'credit' },
        ],
      });
    }
  }
}
