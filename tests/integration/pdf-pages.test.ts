import { pdfPages } from '../e2e/pdf-pages';

// The browser tests' PDF page reader (tests/e2e/pdf-pages.ts), on PDFs written here the way Chromium writes them.

const pdf = (text: string) => new TextEncoder().encode(text);

/** A PDF of these objects, the catalogue first, with a trailer naming it. */
function file(objects: string[]): Uint8Array {
  const body = objects.map((object, index) => `${index + 1} 0 obj\n${object}\nendobj\n`).join('');
  return pdf(
    `%PDF-1.4\n%\u00e2\u00e3\n${body}xref\n0 ${objects.length + 1}\ntrailer\n<< /Size 9 /Root 1 0 R >>\n%%EOF`,
  );
}

describe('the PDF page reader', () => {
  it('reads each page size in the page tree order, not the objects order', () => {
    const pages = pdfPages(
      file([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [4 0 R 3 0 R] /Count 2 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 164.41 283.46] /Contents 5 0 R >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 226.77 411.02] /Contents 5 0 R >>',
        // A content stream whose bytes look like objects must not be read as pages.
        '<< /Length 60 >>\nstream\n9 0 obj << /Type /Page /MediaBox [0 0 1 1] >> endobj\nendstream',
      ]),
    );
    expect(pages).toEqual([
      { width: 226.77, height: 411.02 },
      { width: 164.41, height: 283.46 },
    ]);
  });

  it('takes a MediaBox from the nearest ancestor, or by reference, and any origin', () => {
    const pages = pdfPages(
      file([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 3 /MediaBox [0 0 595.28 841.89] >>',
        '<< /Type /Pages /Parent 2 0 R /Kids [5 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox 6 0 R >>',
        '<< /Type /Page /Parent 3 0 R >>',
        '[10 20 236.77 431.02]',
      ]),
    );
    expect(pages).toEqual([
      { width: 595.28, height: 841.89 },
      { width: 226.77, height: 411.02 },
    ]);
  });

  it('without a catalogue lists the page objects by number, and refuses what is not a PDF', () => {
    const loose = pdf(
      [
        '%PDF-1.7',
        '2 0 obj\n<< /Type /Page /MediaBox [0 0 20 30] >>\nendobj',
        '1 0 obj\n<< /Type /Page /MediaBox [0 0 10 15] >>\nendobj',
      ].join('\n'),
    );
    expect(pdfPages(loose)).toEqual([
      { width: 10, height: 15 },
      { width: 20, height: 30 },
    ]);
    expect(() => pdfPages(pdf('<html></html>'))).toThrow('Not a PDF');
    expect(() =>
      pdfPages(file(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] >>', '<< /Type /Page >>'])),
    ).toThrow('PDF page object 3 has no MediaBox');
  });
});
