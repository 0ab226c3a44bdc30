import { DEMO_RESOURCES } from '../../src/mocks/core/declarations/demo-resources';
import { setupDemoServer } from './support/demo-server';
import {
  editableText,
  edited,
  exampleRecord,
  getRecord,
  keyOf,
  listRecords,
  refusalOf,
  requiredWithoutDefault,
  saveRecord,
  serverNumbered,
} from './support/master-crud';
import { mastersOf } from './support/master-sample';
import { signInAs } from './support/render-app';

/** The company whose demo data the declarations' examples refer to. */
const COMPANY = 1010;

const { requests } = setupDemoServer();

/**
 * Every declared master's generic CRUD through the client's data provider and the demo backend's
 * handlers (a sample of them is also driven through the rendered form: masters-*.test.tsx).
 */
describe.each(mastersOf(DEMO_RESOURCES).map((resource) => [resource.name, resource] as const))(
  'master %s through the data provider',
  (_name, resource) => {
    it('lists, refuses an empty record with field errors, creates the example, reads, modifies and deletes it', async () => {
      await signInAs(COMPANY, 'admin');
      const before = await listRecords(resource);
      const numbered = serverNumbered(resource);
      if (!numbered)
        expect(before.map((row) => keyOf(resource, row))).not.toContain(keyOf(resource, exampleRecord(resource)));

      // An empty record: the backend names every required field and keeps nothing.
      const refusal = await refusalOf(saveRecord(resource, {}, 1));
      expect(refusal.status).toBe(400);
      expect(Object.keys(refusal.fieldErrors ?? {})).toEqual(expect.arrayContaining(requiredWithoutDefault(resource)));
      expect(refusal.fieldErrors).toHaveProperty(resource.fields.find((field) => !field.readOnly)!.name);

      // The declared example saves, and reads back as sent (where the server numbers records, under the number it
      // gave).
      const created = await saveRecord(resource, exampleRecord(resource), 1);
      expect(created).toMatchObject({ result: 'OK' });
      const key = numbered ? String(created.recordId) : keyOf(resource, exampleRecord(resource));
      expect(before.map((row) => keyOf(resource, row))).not.toContain(key);
      const example = numbered ? { ...resource.example, [resource.key]: Number(key) } : resource.example;
      expect(await getRecord(resource, key)).toMatchObject(example);
      expect(await listRecords(resource)).toHaveLength(before.length + 1);

      // A modification shows when read again (a master without a free text field saves unchanged).
      const text = editableText(resource);
      const saved = { ...exampleRecord(resource), ...example };
      const modified = text ? { ...saved, [text.name]: edited(text.max) } : saved;
      expect(await saveRecord(resource, modified, 2)).toMatchObject({ result: 'OK' });
      if (text) expect(await getRecord(resource, key)).toHaveProperty(text.name, edited(text.max));

      // Deleted, it is gone from the list.
      expect(await saveRecord(resource, modified, 3)).toMatchObject({ result: 'OK' });
      expect((await listRecords(resource)).map((row) => keyOf(resource, row))).not.toContain(key);
      expect(await getRecord(resource, key)).toBeNull();
      const saves = requests.filter((request) => request.url.endsWith(resource.endpoints.save));
      expect(saves).toHaveLength(4);
    });
  },
);
