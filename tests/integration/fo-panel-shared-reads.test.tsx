import { dataProvider } from '../../src/lib/api/data-provider';
import { FO_SHARED_ENDPOINTS as API, type OpenStay } from '../../src/modules/frontoffice/domain/shared-endpoints';
import type { Folio } from '../../src/modules/frontoffice/domain/stay-types';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: Error) => error.message,
  );

describe('the front office’s shared reads (open stays, a folio)', () => {
  it('answer the receptionist, whose screens show stays', async () => {
    await signInAs(1001, 'staff');
    const stays = (await dataProvider.report<OpenStay[]>(API.openStays, {})) ?? [];
    expect(stays.length).toBeGreaterThan(0);
    const folio = await dataProvider.get<Folio>(API.folio, stays[0]!.stayNo);
    expect(folio?.stay.stayNo).toBe(stays[0]!.stayNo);
  });

  it('refuse a signed-in user without any front office screen that shows stays (a restaurant cashier)', async () => {
    await signInAs(1010, 'staff');
    expect(await refusalOf(dataProvider.report(API.openStays, {}))).toMatch(/not permitted/);
    expect(await refusalOf(dataProvider.get(API.folio, 'CHK26-11/0001'))).toMatch(/not permitted/);
  });
});
