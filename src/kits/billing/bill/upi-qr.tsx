import { encode } from 'uqr';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyIn } from '../../../lib/money/money-format';
import { upiLink } from '../domain/settlement-rules';

interface Props {
  vpa: string;
  payee: string;
  /** Rupees, the bill's payable. */
  amount: number;
  /** The bill's printed number, or words saying it is pending. */
  billRef: string;
  size?: number;
}

/**
 * The UPI payment QR code of an exact amount and bill, drawn as SVG squares (one rect per run of dark
 * modules in a row) so nothing is injected as markup and it prints sharply.
 */
export function UpiQr({ vpa, payee, amount, billRef, size = 160 }: Props) {
  const paise = toPaise(amount);
  const { data } = encode(upiLink(vpa, payee, paise, billRef), { ecc: 'M', border: 2 });
  const runs: Array<{ x: number; y: number; width: number }> = [];
  data.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x;
      if ((!dark || x === row.length - 1) && start >= 0) {
        runs.push({ x: start, y, width: (dark ? x + 1 : x) - start });
        start = -1;
      }
    });
  });
  return (
    <svg
      role="img"
      aria-label={`UPI QR code for ${formatMoneyIn(paise, 'INR')}, bill ${billRef}`}
      viewBox={`0 0 ${data.length} ${data.length}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="upi-qr"
    >
      <rect width={data.length} height={data.length} fill="#fff" />
      {runs.map((run) => (
        <rect key={`${run.x}-${run.y}`} x={run.x} y={run.y} width={run.width} height={1} fill="#000" />
      ))}
    </svg>
  );
}
