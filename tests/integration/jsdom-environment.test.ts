import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The tests' jsdom cascades only the browser-sheet rules that decide whether something is shown
 * (tests/setup/jsdom-environment.ts). Every visibility check and accessible name leans on those answers,
 * so they must be what jsdom's whole sheet gives.
 */
const PAGE = `
  <header><nav><ul><li><a href="#a">Link</a></li></ul></nav></header>
  <main><h1>Title</h1><p>Text <b>bold</b> <em>em</em> <span>span</span></p>
  <dialog>closed</dialog><dialog open>open</dialog><div popover>popover</div>
  <table><caption>c</caption><thead><tr><th>h</th></tr></thead><tbody><tr hidden><td>d</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>
  <form><fieldset><legend>l</legend><input><input type="hidden"><input type="checkbox"><select><option>o</option></select>
  <textarea></textarea><button>b</button></fieldset></form>
  <div hidden>hidden</div><div hidden="until-found">found</div><embed hidden><template><p>t</p></template>
  <details><summary>s</summary><p>inside</p></details><ol><li>one</li></ol><dl><dt>t</dt><dd>d</dd></dl>
  <pre>pre</pre><address>a</address><ruby>r<rt>t</rt></ruby><slot></slot><noscript>n</noscript><br><hr>
  <section><article><aside>x</aside></article></section><figure><figcaption>f</figcaption></figure></main>
`;

function showing(): string[] {
  return [...document.body.querySelectorAll('*')].map((element) => {
    const style = getComputedStyle(element);
    return `${element.tagName}: ${style.display} ${style.visibility} ${style.pointerEvents}`;
  });
}

it("shows and hides every kind of element as jsdom's whole browser sheet does", () => {
  document.body.innerHTML = PAGE;
  const trimmed = showing();
  // The sheet is cut down: a heading is not bold here.
  expect(getComputedStyle(document.querySelector('h1') as Element).fontWeight).not.toMatch(/bold|700/);

  // jsdom's whole sheet, cascaded after the kept rules, sets everything it sets; the three properties stay.
  const whole = readFileSync(
    createRequire(import.meta.url).resolve('jsdom/lib/jsdom/browser/default-stylesheet.css'),
    'utf8',
  );
  const style = document.createElement('style');
  style.textContent = whole;
  document.head.append(style);
  try {
    expect(getComputedStyle(document.querySelector('h1') as Element).fontWeight).toMatch(/bold|700/);
    expect(showing()).toEqual(trimmed);
    expect(trimmed).toContain('DIALOG: none visible auto');
    expect(trimmed).toContain('TR: none collapse auto');
    expect(trimmed.filter((entry) => entry.endsWith('none visible auto'))).toHaveLength(5);
  } finally {
    style.remove();
    document.body.innerHTML = '';
  }
});
