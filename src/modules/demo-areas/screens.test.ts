import { GENERIC_AREAS } from '../../menus/catalogue/generic-areas';
import { demoAreasManifest } from './manifest';
import { declarations, screens } from './screens';

describe('the component catalogue screens', () => {
  it('gives every declared path a page, and nothing else', () => {
    expect(declarations).toEqual(Object.values(GENERIC_AREAS));
    expect(Object.keys(screens).sort()).toEqual(declarations.map((declaration) => declaration.path).sort());
    expect(Object.keys(screens)).toHaveLength(22);
  });

  it('keeps every path under the segments the manifest owns', () => {
    for (const path of Object.keys(screens)) expect(demoAreasManifest.segments).toContain(path.split('/')[0]);
  });
});
