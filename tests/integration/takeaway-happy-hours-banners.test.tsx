import type { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { resourceSchema } from '../../src/engine/resource-schema';
import { BANNERS } from '../../src/modules/takeaway/resources/banners';
import { CUSTOMER_OFFERS } from '../../src/modules/takeaway/resources/customer-offers';
import { HAPPY_HOURS } from '../../src/modules/takeaway/resources/happy-hours';
import { describeMasterForms } from './support/describe-masters';
import { signInAs } from './support/render-app';

// The generic sample may pick other take-away masters: drive these two forms on screen as well
// (seven weekday boxes, a pricing select, item-group lines, a picture field).
describeMasterForms([HAPPY_HOURS, BANNERS]);

describe('rules across a record’s fields (a declaration’s checks)', () => {
  it('are kept by the form and by the demo backend, each beside its field', async () => {
    await signInAs(1012, 'admin');
    const noDays = {
      ...HAPPY_HOURS.example,
      code: 'HH-NODAY',
      monday: false,
      tuesday: false,
      wednesday: false,
      thursday: false,
      friday: false,
      saturday: false,
      sunday: false,
    };
    // The backend: refused with the problem under the field it belongs beside.
    const refused = await dataProvider
      .save(HAPPY_HOURS.endpoints.save, HAPPY_HOURS.entity, noDays, 1)
      .catch((error: unknown) => error as ApiError);
    expect((refused as ApiError).fieldErrors).toMatchObject({ monday: 'Tick at least one weekday' });
    // The form: the same words beside Monday, nothing sent.
    expect(
      resourceSchema(HAPPY_HOURS)
        .safeParse(noDays)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([['monday', 'Tick at least one weekday']]);
    const offer = { ...CUSTOMER_OFFERS.example, code: 'OF-BAD', validFrom: '2026-12-31', validUntil: '2026-12-01' };
    expect(resourceSchema(CUSTOMER_OFFERS).safeParse(offer).success).toBe(false);
  });
});
