import { homeRouteFor, safeReturnPath, signOutRouteFor } from './home-route';

describe('homeRouteFor', () => {
  it.each([
    ['D-USI', '/dashboard/dashboardUsine'],
    ['D-USO', '/dashboard/dashboardUsine'],
    ['D-REA', '/dashboard/dashboardReal'],
    ['D-SHI', '/dashboard/dashboardshiksha'],
    ['D-RES', '/dashboard/dashboardmain'],
    ['D-HOS', '/dashboard/dashboardmain'],
  ])('sends %s to %s', (pCode, route) => {
    expect(homeRouteFor(pCode)).toBe(route);
  });
});

describe('signOutRouteFor', () => {
  it('sends company 13010 to general/welcome and everyone else to the login page', () => {
    expect(signOutRouteFor(13010)).toBe('/general/welcome');
    expect(signOutRouteFor(1001)).toBe('/sessions/login');
  });
});

describe('safeReturnPath', () => {
  it('keeps in-app paths only', () => {
    expect(safeReturnPath('/applayout-sidebar-large/accounts/accpayments?x=1')).toBe(
      '/applayout-sidebar-large/accounts/accpayments?x=1',
    );
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('/sessions/login')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
