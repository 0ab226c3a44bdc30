import { jsdomGetters } from '../setup/fast-labels';

/**
 * The test setup finds labels from jsdom's id map rather than by walking the document (tests/setup/fast-labels.ts):
 * every query of every test leans on it, so it must answer exactly as jsdom does.
 */
const PAGE = `
  <label for="name">Name</label><input id="name">
  <label for="name">Name again</label>
  <label>Wrapped <input id="wrapped"><input id="second-in-wrap"></label>
  <label for="outer">Points elsewhere <input id="inner"></label><select id="outer"></select>
  <label for="dup">First of two ids</label><input id="dup"><textarea id="dup"></textarea>
  <label for="hidden">Hidden</label><input id="hidden" type="hidden">
  <label for="div">Not labelable</label><div id="div"></div>
  <label for="">Empty for</label>
  <label for="nothing">No such id</label>
  <button id="go">Go</button><label for="go">Go button</label>
  <label><span><meter id="meter"></meter></span></label>
  <output id="out"></output><progress id="progress"></progress>
`;

function jsdomLabels(element: HTMLElement): HTMLLabelElement[] | null {
  for (
    let prototype = Object.getPrototypeOf(element) as object | null;
    prototype;
    prototype = Object.getPrototypeOf(prototype) as object | null
  ) {
    const getter = jsdomGetters.labels.get(prototype);
    if (getter) {
      const list = getter.call(element);
      return list === null ? null : Array.from(list);
    }
  }
  throw new Error(`no jsdom labels getter for ${element.tagName}`);
}

describe('the test setup’s labels', () => {
  afterEach(() => document.body.replaceChildren());

  it('give every control the labels jsdom gives it, in the same order, and every label the same control', () => {
    document.body.innerHTML = PAGE;
    const controls = [
      ...document.body.querySelectorAll<HTMLElement>('input, select, textarea, button, meter, output, progress'),
    ];
    expect(controls).toHaveLength(12);
    for (const control of controls) {
      const labels = (control as HTMLInputElement).labels;
      expect(labels === null ? null : Array.from(labels), `${control.tagName}#${control.id}`).toEqual(
        jsdomLabels(control),
      );
    }
    for (const label of document.body.querySelectorAll('label'))
      expect(label.control, label.textContent!).toBe(jsdomGetters.control!.call(label));
    // The answers are not trivial: shared, wrapped, duplicate and hidden cases each come out as the standard says.
    expect(
      Array.from((document.getElementById('name') as HTMLInputElement).labels!).map((label) => label.textContent),
    ).toEqual(['Name', 'Name again']);
    expect((document.getElementById('inner') as HTMLInputElement).labels).toHaveLength(0);
    expect((document.querySelector('textarea') as HTMLTextAreaElement).labels).toHaveLength(0);
    expect((document.getElementById('hidden') as HTMLInputElement).labels).toBeNull();
  });

  it('answer as jsdom does outside the document, and after the page changes', () => {
    const detached = document.createElement('label');
    detached.innerHTML = '<input id="loose">';
    expect(detached.control).toBe(detached.querySelector('input'));
    expect(Array.from(detached.querySelector('input')!.labels!)).toEqual([detached]);
    document.body.innerHTML = '<label for="late">Late</label><input id="early">';
    const input = document.getElementById('early') as HTMLInputElement;
    expect(input.labels).toHaveLength(0);
    input.id = 'late';
    expect(Array.from(input.labels!).map((label) => label.textContent)).toEqual(['Late']);
  });
});
