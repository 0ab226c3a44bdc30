import { http, HttpResponse } from 'msw';
import { requireSession } from '../core/sessions/auth';

/** Region codes that are not countries today: withdrawn (AN, BU, CS...), groupings (EU, UN, QO) and reserved ones. */
const NOT_COUNTRIES = new Set(
  'AN BU CS DD DY FX HV NH RH SU TP UK VD YD YU ZR AC CP CQ DG EA EU EZ IC QO TA UN XA XB ZZ'.split(' '),
);

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. IN. */
  code: string;
  /** The English display name, e.g. India. */
  name: string;
}

let countries: Country[] | null = null;

/** Every country with its two-letter code and English name (from the browser's own region names), by name. */
export function allCountries(): Country[] {
  if (countries) return countries;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const found: Country[] = [];
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      if (name && name !== code && !NOT_COUNTRIES.has(code)) found.push({ code, name });
    }
  }
  countries = found.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return countries;
}

/** GET /api/countries (spec section 7): every country, display name and two-letter code. */
export const countriesHandler = http.get('*/api/countries', async ({ request }) => {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  return HttpResponse.json(allCountries());
});
