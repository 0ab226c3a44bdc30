import type { Paise } from './money';

/** Amounts in words the Indian way (lakh, crore), as a payslip or a cheque writes them. */
const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99. */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value]!;
  const unit = value % 10;
  return `${TENS[Math.floor(value / 10)]!}${unit ? ` ${ONES[unit]!}` : ''}`;
}

/** 0 to 999. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [hundreds ? `${ONES[hundreds]!} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/**
 * A whole number in words: 1,23,45,678 is "One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight".
 */
export function numberInWords(value: number): string {
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees Twelve Thousand Three Hundred Forty Five and Fifty Paise Only" for 12,345.50 (paise in, never negative). */
export function rupeesInWords(paise: Paise): string {
  const whole = Math.floor(Math.abs(paise) / 100);
  const cents = Math.abs(paise) % 100;
  return `Rupees ${numberInWords(whole)}${cents ? ` and ${belowHundred(cents)} Paise` : ''} Only`;
}
