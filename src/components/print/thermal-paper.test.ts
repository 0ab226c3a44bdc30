import {
  choosePaper,
  millimetresOf,
  NO_SETTING,
  paperFor,
  paperWidthOf,
  pointsOf,
  PRINTABLE_MM,
  readPaperSetting,
  thermalPageName,
  thermalPageRule,
} from './thermal-paper';

describe('thermal paper', () => {
  it('gives each roll its width in PDF points and what a 203 dpi head reaches', () => {
    // What a PDF's MediaBox says of each page: 80 mm, 58 mm and A4 to the hundredth of a point.
    expect(pointsOf(80).toFixed(2)).toBe('226.77');
    expect(pointsOf(58).toFixed(2)).toBe('164.41');
    expect([pointsOf(210).toFixed(2), pointsOf(297).toFixed(2)]).toEqual(['595.28', '841.89']);
    // 576 and 384 dots at 8 dots a millimetre.
    expect(PRINTABLE_MM).toEqual({ 80: 72, 58: 48 });
    expect(millimetresOf(96)).toBeCloseTo(25.4, 10);
  });

  it('reads a width as one of the rolls, anything else as 80 mm', () => {
    expect([paperWidthOf('58'), paperWidthOf(58), paperWidthOf('80')]).toEqual([58, 58, 80]);
    expect([paperWidthOf('57'), paperWidthOf(null), paperWidthOf('A4')]).toEqual([80, 80, 80]);
  });

  it('makes a slip its own page, as wide as the roll and as long as the slip, with no margins', () => {
    // 960 px are 254 mm; 3 mm are left under the slip, and a part of a millimetre counts as one.
    expect(thermalPageRule('thermal-r1', 58, 960)).toBe('@page thermal-r1 { size: 58mm 257mm; margin: 0; }');
    expect(thermalPageRule('thermal-r1', 80, 1000.5)).toBe('@page thermal-r1 { size: 80mm 268mm; margin: 0; }');
    // A slip not laid out yet (or a very short one) still feeds a length a printer can cut.
    expect(thermalPageRule('thermal-r2', 80, 0)).toBe('@page thermal-r2 { size: 80mm 40mm; margin: 0; }');
  });

  it('names a page from any form of React id', () => {
    expect(['«r3»', ':r3:', '_r_3_'].map(thermalPageName)).toEqual(['thermal-r3', 'thermal-r3', 'thermal-r3']);
  });

  it('keeps each outlet its roll, 80 mm until chosen, and the last choice for prints of no outlet', () => {
    expect(paperFor(NO_SETTING, 'DIN')).toBe(80);
    expect(paperFor(NO_SETTING, undefined)).toBe(80);
    const chosen = choosePaper(NO_SETTING, 'BAR', 58);
    expect(paperFor(chosen, 'BAR')).toBe(58);
    expect(paperFor(chosen, 'DIN')).toBe(80);
    expect(paperFor(chosen, undefined)).toBe(58);
    const back = choosePaper(chosen, 'DIN', 80);
    expect([paperFor(back, 'BAR'), paperFor(back, 'DIN'), paperFor(back, undefined)]).toEqual([58, 80, 80]);
  });

  it('reads the stored setting back, and whatever else the storage holds as nothing chosen', () => {
    const stored = JSON.stringify(choosePaper(NO_SETTING, 'BAR', 58));
    expect(readPaperSetting(stored)).toEqual({ outlets: { BAR: 58 }, last: 58 });
    expect(readPaperSetting('{"outlets":{"BAR":"57"}}')).toEqual({ outlets: { BAR: 80 } });
    for (const text of [null, '', 'not json', '42', 'null', '[]'])
      expect(paperFor(readPaperSetting(text), 'BAR')).toBe(80);
  });
});
