import { ean13, gs1CheckDigit, isValidGtin, looksLikeBarcode } from './barcode';

describe('barcodes', () => {
  it('computes the GS1 check digit of real codes', () => {
    // Printed on real packs: EAN-13 4006381333931, UPC-A 036000291452, GTIN-8 96385074.
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('9638507')).toBe(4);
  });

  it('accepts a code only with its right check digit and a GTIN length', () => {
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('123')).toBe(false);
    expect(isValidGtin('40063813339x1')).toBe(false);
  });

  it('makes an EAN-13 from twelve digits', () => {
    expect(ean13('890101500001')).toBe(`890101500001${gs1CheckDigit('890101500001')}`);
    expect(isValidGtin(ean13('890101500001'))).toBe(true);
    expect(() => ean13('12')).toThrow('twelve digits');
  });

  it('tells a barcode from an item code or a name', () => {
    expect(looksLikeBarcode('8901015000013')).toBe(true);
    expect(looksLikeBarcode('PI-0001')).toBe(false);
    expect(looksLikeBarcode('1234')).toBe(false);
  });
});
