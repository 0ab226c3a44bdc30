/**
 * jsdom finds a form control's labels by walking the whole document, and for every label on the way
 * walks it again to find that label's control (`label.control`). Testing Library asks for the labels
 * of every input and button on the page for each label and role query, so a form of forty fields
 * cost millions of node visits per query: a quarter of the integration suite's time.
 *
 * These getters give the same answers as the HTML standard asks (a label's control is the first
 * element with its `for` id, or else its first labelable descendant; an element's labels are the
 * labels whose control it is, in tree order), from jsdom's own id map and label list instead of
 * walks. Only the test environment installs them; they return an array where jsdom gives a NodeList,
 * which every caller here (Testing Library, user-event, dom-accessibility-api) reads the same way.
 */
const LABELABLE = [
  'HTMLInputElement',
  'HTMLButtonElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
  'HTMLOutputElement',
  'HTMLMeterElement',
  'HTMLProgressElement',
] as const;
const INSTALLED = Symbol.for('erp.fastLabels');

type Getter<T> = (this: Element) => T;

/** jsdom's own getters, kept so a test can check these give the same answers. */
export const jsdomGetters: {
  control?: Getter<HTMLElement | null>;
  labels: Map<object, Getter<NodeListOf<HTMLLabelElement> | null>>;
} = { labels: new Map() };

function originalGetter<T>(prototype: object, name: string): Getter<T> {
  const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
  if (!descriptor?.get)
    throw new Error(`jsdom no longer defines ${name} as a getter; remove tests/setup/fast-labels.ts`);
  return descriptor.get as Getter<T>;
}

/**
 * The document's labels, read through the collection's own prototype: jsdom's collection is a proxy on which every
 * property read (length, each index, item) first looks for an element of that name, a walk of its own (17 times
 * slower than this for 40 labels among 1,200 elements).
 */
function* labelsOf(document: Document): Generator<HTMLLabelElement> {
  const collection = document.getElementsByTagName('label');
  const length = lengthOf.call(collection);
  for (let index = 0; index < length; index++) {
    const label = itemOf.call(collection, index);
    if (label instanceof HTMLLabelElement) yield label;
  }
}
let lengthOf: (this: HTMLCollection) => number;
let itemOf: (this: HTMLCollection, index: number) => Element | null;

function isLabelable(element: Element): boolean {
  if (element instanceof HTMLInputElement) return element.type !== 'hidden';
  return LABELABLE.some((name) => element instanceof window[name]);
}

export function installFastLabels(): void {
  const holder = window as unknown as Record<symbol, boolean>;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;

  const length = Object.getOwnPropertyDescriptor(HTMLCollection.prototype, 'length')?.get;
  if (!length)
    throw new Error('jsdom no longer defines HTMLCollection length as a getter; see tests/setup/fast-labels.ts');
  lengthOf = length as (this: HTMLCollection) => number;
  itemOf = HTMLCollection.prototype.item;
  const slowControl = originalGetter<HTMLElement | null>(HTMLLabelElement.prototype, 'control');
  jsdomGetters.control = slowControl;
  Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
      const forId = this.getAttribute('for');
      if (forId === null || !this.isConnected) return slowControl.call(this);
      if (forId === '') return null;
      const target = this.ownerDocument.getElementById(forId);
      return target && isLabelable(target) ? target : null;
    },
  });

  for (const name of LABELABLE) {
    const prototype = window[name].prototype;
    const slowLabels = originalGetter<NodeListOf<HTMLLabelElement> | null>(prototype, 'labels');
    jsdomGetters.labels.set(prototype, slowLabels);
    Object.defineProperty(prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        if (!this.isConnected || this.getRootNode() !== this.ownerDocument) return slowLabels.call(this);
        if (!isLabelable(this)) return null;
        const found: HTMLLabelElement[] = [];
        if (this.id) {
          for (const label of labelsOf(this.ownerDocument)) {
            if (label.htmlFor === this.id && label.control === this) found.push(label);
          }
        }
        // A label without `for` labels its first labelable descendant, so it can only be an ancestor.
        for (let node = this.parentElement; node; node = node.parentElement) {
          if (node instanceof HTMLLabelElement && !node.hasAttribute('for') && node.control === this) found.push(node);
        }
        return found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      },
    });
  }
}
