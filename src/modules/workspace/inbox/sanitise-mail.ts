import DOMPurify, { type Config } from 'dompurify';

/**
 * What a mail's HTML may never bring into the page: scripts and frames, forms and their controls
 * (phishing), styles and links to style sheets (a mail must not restyle the app), and anything
 * that loads or embeds another document.
 */
const FORBIDDEN_TAGS = [
  'script',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'style',
  'link',
  'meta',
  'base',
  'template',
];

/**
 * DOMPurify's test for every attribute value: the default one narrowed to the web, mail and phone
 * schemes (values without a scheme, such as sizes, pass here; addresses are checked by the hook below).
 */
const SAFE_VALUE = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i;

/** Addresses a mail may keep: links to the web, mail and phone; images from the web or inline image data. */
const LINK_ADDRESS = /^(?:https?|mailto|tel):/i;
const IMAGE_ADDRESS = /^(?:https?:|data:image\/)/i;
const ADDRESS_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'background',
  'poster',
  'cite',
  'longdesc',
  'action',
  'formaction',
]);

/**
 * Relative and javascript: addresses are dropped, so a mail can neither run code nor make the app fetch its own pages.
 */
function addressAllowed(attribute: string, value: string): boolean {
  const address = value.trim();
  if (attribute === 'href' || attribute === 'xlink:href') return LINK_ADDRESS.test(address);
  if (attribute === 'src') return IMAGE_ADDRESS.test(address);
  return /^https:/i.test(address);
}

const CONFIG: Config = {
  FORBID_TAGS: FORBIDDEN_TAGS,
  // Inline styles can lay a fake sign-in box over the app; data-* could drive the app's own scripts.
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'target'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_VALUE,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of the inbox's own, so its link hook never touches other users of the library. */
function mailPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, event) => {
    if (ADDRESS_ATTRIBUTES.has(event.attrName) && !addressAllowed(event.attrName, event.attrValue))
      event.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * A mail's HTML made safe to show with dangerouslySetInnerHTML: no scripts, event handlers,
 * javascript: or relative addresses, frames, forms or styles; every remaining link opens in a new tab
 * with rel="noopener noreferrer". The text of the mail stays.
 */
export function sanitiseMail(html: string): string {
  return mailPurifier().sanitize(html, CONFIG);
}
