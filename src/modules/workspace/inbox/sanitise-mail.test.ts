import DOMPurify from 'dompurify';
import { sanitiseMail } from './sanitise-mail';

/** The sanitised HTML parsed into a detached element, to inspect it as the browser would. */
function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitiseMail(html);
  return holder;
}

const handlerAttributes = (root: HTMLElement) =>
  [...root.querySelectorAll('*')]
    .flatMap((element) => [...element.attributes].map((attribute) => attribute.name))
    .filter((name) => name.startsWith('on'));

describe('sanitiseMail', () => {
  it('drops a script element and keeps the text around it', () => {
    expect(sanitiseMail('<p>Hello</p><script>alert(1)</script><p>Bye</p>')).toBe('<p>Hello</p><p>Bye</p>');
  });

  it('drops event handlers from images and svg', () => {
    expect(sanitiseMail('<img src="x" onerror="alert(1)">')).toBe('<img>');
    expect(sanitiseMail('<svg onload="alert(1)"><circle r="4"></circle></svg>')).toBe(
      '<svg><circle r="4"></circle></svg>',
    );
    expect(sanitiseMail('<div onmouseover="alert(1)" onclick="alert(2)">Regards</div>')).toBe('<div>Regards</div>');
  });

  it('drops javascript: and relative addresses but keeps the link text', () => {
    expect(sanitiseMail('<a href="javascript:alert(1)">Open</a>')).toBe('<a>Open</a>');
    expect(sanitiseMail('<a href=" JaVaScRiPt:alert(1)">Open</a>')).toBe('<a>Open</a>');
    expect(sanitiseMail('<a href="/sessions/login">Sign in</a>')).toBe('<a>Sign in</a>');
  });

  it('opens the links it keeps in a new tab without giving the page a handle on the app', () => {
    expect(sanitiseMail('<a href="https://example.com/report" target="_self">Report</a>')).toBe(
      '<a href="https://example.com/report" target="_blank" rel="noopener noreferrer">Report</a>',
    );
    expect(sanitiseMail('<a href="mailto:accounts@example.com">Mail us</a>')).toBe(
      '<a href="mailto:accounts@example.com" target="_blank" rel="noopener noreferrer">Mail us</a>',
    );
    // The hook belongs to the inbox's own instance: the library's shared one is untouched.
    expect(DOMPurify.sanitize('<a href="https://example.com/">Site</a>')).toBe(
      '<a href="https://example.com/">Site</a>',
    );
  });

  it('drops iframes, forms and their controls, styles and inline style attributes', () => {
    expect(sanitiseMail('<iframe src="https://evil.example"></iframe><p>After</p>')).toBe('<p>After</p>');
    expect(
      sanitiseMail('<form action="https://evil.example"><input name="password"><button>Sign in</button></form>'),
    ).toBe('Sign in');
    expect(sanitiseMail('<style>body{display:none}</style><p style="position:fixed">Styled</p>')).toBe('<p>Styled</p>');
  });

  it('keeps inline image data and ordinary formatting', () => {
    expect(
      sanitiseMail('<p><b>Total:</b> <i>1,250.00</i></p><img src="data:image/png;base64,iVBORw0KGgo=" alt="logo">'),
    ).toBe('<p><b>Total:</b> <i>1,250.00</i></p><img src="data:image/png;base64,iVBORw0KGgo=" alt="logo">');
  });

  it('leaves nothing that runs from a mail carrying every payload at once', () => {
    const root = parsed(
      '<p>Quarterly figures</p><script>window.ran=1</script><img src=x onerror="window.ran=1"><a href="javascript:window.ran=1">Report</a>' +
        '<svg onload="window.ran=1"><a xlink:href="javascript:window.ran=1"><text>t</text></a></svg><iframe srcdoc="<script>window.ran=1</script>"></iframe>' +
        '<math><mi xlink:href="javascript:alert(1)">x</mi></math><object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
    );
    expect(root.textContent).toBe('Quarterly figuresReporttx');
    expect(root.querySelectorAll('script, iframe, object, embed, form')).toHaveLength(0);
    expect(handlerAttributes(root)).toEqual([]);
    expect(root.innerHTML.toLowerCase()).not.toContain('javascript:');
  });
});
