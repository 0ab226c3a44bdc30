// Draws the installable app's icons (public/icon-*.png) from the favicon's design with Debian's Chromium.
// Run again only when the design changes: `node scripts/make-icons.mjs`.
import { chromium } from 'playwright-core';

const MARK = '<path d="M9 9h14v3H12.5v2.5H21v3h-8.5V20H23v3H9z" fill="#fff"/>';
// Rounded like the favicon; the maskable one is a full square with the mark inside the safe zone (80 %).
const ROUND = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#663399"/>${MARK}</svg>`;
const MASKABLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 40 40"><rect x="-4" y="-4" width="40" height="40" fill="#663399"/>${MARK}</svg>`;
const ICONS = [
  { file: 'public/icon-192.png', size: 192, svg: ROUND },
  { file: 'public/icon-512.png', size: 512, svg: ROUND },
  { file: 'public/icon-maskable-512.png', size: 512, svg: MASKABLE },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
    );
    await page.screenshot({ path: file, omitBackground: true });
    await page.close();
    console.log(file);
  }
} finally {
  await browser.close();
}
