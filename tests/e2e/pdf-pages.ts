// The page sizes of a PDF, read from each page's /MediaBox in page order (a small reader: Chromium's PDFs keep their
// page objects as plain text; only the content streams are compressed, and those are skipped).

/** A page's size in PDF points (72 to the inch). */
export interface PdfPage {
  width: number;
  height: number;
}

type Objects = ReadonlyMap<number, string>;

/** Every `N G obj … endobj` by its number, with the streams' bytes left out. */
function objectsOf(text: string): Objects {
  const plain = text.replace(/stream\r?\n[\s\S]*?endstream/g, 'stream endstream');
  const objects = new Map<number, string>();
  for (const match of plain.matchAll(/(\d+)\s+\d+\s+obj\b([\s\S]*?)\bendobj/g))
    objects.set(Number(match[1]), match[2]!);
  return objects;
}

const reference = (body: string, key: string): number | null => {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`).exec(body);
  return match ? Number(match[1]) : null;
};

/** The /MediaBox of an object, direct or by reference; null when it names none. */
function mediaBoxOf(body: string, objects: Objects): PdfPage | null {
  const direct = /\/MediaBox\s*\[([^\]]*)\]/.exec(body);
  const indirect = reference(body, 'MediaBox');
  const numbers = direct?.[1] ?? (indirect === null ? null : /\[([^\]]*)\]/.exec(objects.get(indirect) ?? '')?.[1]);
  if (!numbers) return null;
  const [left, bottom, right, top] = numbers.trim().split(/\s+/).map(Number);
  if ([left, bottom, right, top].some((value) => value === undefined || Number.isNaN(value))) return null;
  return { width: right! - left!, height: top! - bottom! };
}

const isPages = (body: string) => /\/Type\s*\/Pages\b/.test(body);
const isPage = (body: string) => /\/Type\s*\/Page\b(?!s)/.test(body);

/** The page tree's leaves in order, each with its own or its nearest ancestor's MediaBox. */
function walk(id: number, objects: Objects, inherited: PdfPage | null, seen: Set<number>): PdfPage[] {
  const body = objects.get(id);
  if (body === undefined || seen.has(id)) return [];
  seen.add(id);
  const box = mediaBoxOf(body, objects) ?? inherited;
  if (isPage(body)) {
    if (!box) throw new Error(`PDF page object ${id} has no MediaBox`);
    return [box];
  }
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(body)?.[1] ?? '';
  return [...kids.matchAll(/(\d+)\s+\d+\s+R/g)].flatMap((kid) => walk(Number(kid[1]), objects, box, seen));
}

/**
 * Each page's size, in page order (the catalogue's page tree; without one, the page objects by number). `pdf`: the
 * file's bytes, as `page.pdf()` gives them.
 */
export function pdfPages(pdf: Uint8Array): PdfPage[] {
  const text = new TextDecoder('latin1').decode(pdf);
  if (!text.startsWith('%PDF-')) throw new Error('Not a PDF');
  const objects = objectsOf(text);
  // The last trailer names the catalogue (a PDF with an xref stream names it there instead).
  const trailer = text.lastIndexOf('trailer');
  const root = (trailer >= 0 ? reference(text.slice(trailer), 'Root') : null) ?? reference(text, 'Root');
  const tree = root === null ? null : reference(objects.get(root) ?? '', 'Pages');
  if (tree !== null && objects.has(tree) && isPages(objects.get(tree)!)) return walk(tree, objects, null, new Set());
  return [...objects.entries()]
    .sort(([a], [b]) => a - b)
    .filter(([, body]) => isPage(body))
    .map(([id, body]) => {
      const box = mediaBoxOf(body, objects);
      if (!box) throw new Error(`PDF page object ${id} has no MediaBox`);
      return box;
    });
}
