import { installTextLengthDefaults } from './text-length-defaults';

function box<T extends HTMLElement>(element: T): T {
  document.body.append(element);
  element.focus();
  return element;
}

describe('text boxes without a declared length', () => {
  let uninstall: () => void = () => undefined;
  beforeEach(() => (uninstall = installTextLengthDefaults()));
  afterEach(() => {
    uninstall();
    document.body.replaceChildren();
  });

  it('take the length of their kind of field as they take focus', () => {
    const name = Object.assign(document.createElement('input'), { name: 'guestName' });
    expect(box(name).maxLength).toBe(250);
    expect(box(document.createElement('textarea')).maxLength).toBe(2000);
    const narration = Object.assign(document.createElement('input'), { id: 'voucher-narration' });
    expect(box(narration).maxLength).toBe(2000);
  });

  it('keep a declared length, and leave numbers, dates and files alone', () => {
    const code = Object.assign(document.createElement('input'), { maxLength: 6 });
    expect(box(code).maxLength).toBe(6);
    for (const type of ['number', 'date', 'file'])
      expect(box(Object.assign(document.createElement('input'), { type })).maxLength).toBe(-1);
  });
});
