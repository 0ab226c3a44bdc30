// @vitest-environment node
import type { FieldDeclaration, ResourceDeclaration } from '../../engine/resource';
import type { ScreenDeclaration } from '../../lib/screens/screen-declaration';
import { levelAgents } from './level-agents';
import { priceLists } from './price-lists';
import { taxAssignings } from './tax-assignings';

const screen: ScreenDeclaration = { path: 'test/masters', title: 'Test masters' };
const target = (name: string): ResourceDeclaration => ({
  name,
  title: name,
  singular: name,
  screen,
  key: 'code',
  fields: [],
  columns: [],
  searchable: [],
  endpoints: { list: `api/${name}/list`, save: `api/${name}/save` },
  entity: name,
  example: {},
});
const endpoints = { list: 'api/x/GetXs', get: 'api/x/GetX', save: 'api/x/SetX' };
const names = (resource: ResourceDeclaration) => resource.fields.map((field) => field.name);

describe('the masters declared once for several modules', () => {
  it("level agents are one store at any route, with the showing module's email wording", () => {
    const agents = levelAgents({ screen, emailExample: 'sales@example.in' });
    expect(agents).toMatchObject({ name: 'pos.agents', screen, entity: 'agent' });
    expect(agents.fields.find((field) => field.name === 'email')?.pattern?.message).toBe(
      'An email address, e.g. sales@example.in',
    );
  });

  it('price lists put the fields given after the outlet, and offer them as filters', () => {
    const channel: FieldDeclaration = { name: 'channel', label: 'Channel', type: 'select', options: [] };
    const lists = priceLists({
      name: 'test.price-lists',
      screen,
      entity: 'priceList',
      endpoints,
      codeExample: 'CTR',
      outlets: target('test.outlets'),
      items: target('test.items'),
      outletHelp: 'Leave empty for every outlet.',
      byOutlet: [channel],
      columns: ['code', 'name'],
      example: {},
    });
    expect(names(lists)).toEqual([
      'code',
      'name',
      'outlet',
      'channel',
      'validFrom',
      'validTo',
      'taxInclusive',
      'active',
      'lines',
    ]);
    expect(lists.filters).toEqual(['outlet', 'channel', 'active']);
    expect(lists.fields[2]).toMatchObject({
      help: 'Leave empty for every outlet.',
      reference: { resource: 'test.outlets' },
    });
    expect(lists.fields.at(-1)?.lines?.[0]?.reference?.endpoint).toBe('api/test.items/list');
  });

  it("tax assignments put the module's own fields before Active", () => {
    const assignings = taxAssignings({
      name: 'test.tax-assignings',
      screen,
      endpoints,
      codeExample: 'TA-001',
      itemGroups: target('test.item-groups'),
      outlets: target('test.outlets'),
      taxes: target('test.taxes'),
      more: [{ name: 'remarks', label: 'Remarks', type: 'text' }],
      example: {},
    });
    expect(names(assignings)).toEqual([
      'code',
      'itemGroup',
      'outlet',
      'tax',
      'effectiveFrom',
      'inForceUntil',
      'remarks',
      'active',
    ]);
  });
});
