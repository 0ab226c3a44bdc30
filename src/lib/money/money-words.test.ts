import { numberInWords, rupeesInWords } from './money-words';

describe('amounts in words', () => {
  it('writes amounts in words the Indian way', () => {
    expect(rupeesInWords(1_691_000)).toBe('Rupees Sixteen Thousand Nine Hundred Ten Only');
    expect(rupeesInWords(1_234_550)).toBe('Rupees Twelve Thousand Three Hundred Forty Five and Fifty Paise Only');
    expect(numberInWords(12_345_678)).toBe('One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
  });
});
