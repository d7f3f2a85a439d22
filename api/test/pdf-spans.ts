/**
 * The marked-content spans of a PDF as its content streams hold them (pdf-document.ts `spanned`): each span's
 * /ActualText decoded from UTF-16BE, and every text-showing operator set in a Devanagari face (Noto Sans
 * Devanagari) that is outside a span. pdfjs-dist, the reader the other PDF tests use, extracts the drawn glyphs and
 * ignores /ActualText, so this reads the streams themselves; a reader that honours it (poppler's pdftotext) gives
 * the spans' text in place of their glyphs.
 */
import { execFileSync } from 'node:child_process';
import zlib from 'node:zlib';

const fromUtf16Hex = (hex: string) => {
  const bytes = Buffer.from(hex.replace(/\s/g, ''), 'hex');
  const units: number[] = [];
  for (let i = bytes[0] === 0xfe && bytes[1] === 0xff ? 2 : 0; i + 1 < bytes.length; i += 2)
    units.push(bytes.readUInt16BE(i));
  return String.fromCharCode(...units);
};

export function pdfSpans(pdf: Buffer): { spans: string[]; unspannedDevanagari: number } {
  const text = pdf.toString('latin1');
  // Font objects' base names by object number, then the page resources' names for them (/F3 → NotoSans…).
  const baseFont = new Map<string, string>();
  for (const m of text.matchAll(/(\d+) 0 obj\s*<<((?:(?!endobj)[^])*?)>>\s*endobj/g)) {
    const name = /\/BaseFont \/(\S+)/.exec(m[2]!)?.[1];
    if (name) baseFont.set(m[1]!, name);
  }
  const devanagariFonts = new Set<string>();
  for (const m of text.matchAll(/\/(F\d+) (\d+) 0 R/g))
    if (/NotoSansDevanagari/.test(baseFont.get(m[2]!) ?? '')) devanagariFonts.add(m[1]!);

  const spans: string[] = [];
  let unspannedDevanagari = 0;
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate stream (or a font program): no page content
    }
    if (!/\bBT\b/.test(content)) continue;
    let font = '';
    let inSpan = false;
    for (const line of content.split('\n')) {
      const span = /^\/Span << \/ActualText <([0-9A-Fa-f\s]*)> >> BDC$/.exec(line);
      if (span) {
        spans.push(fromUtf16Hex(span[1]!));
        inSpan = true;
      } else if (line === 'EMC') inSpan = false;
      else if (/^\/(F\d+) [\d.]+ Tf$/.test(line)) font = line.split(' ')[0]!.slice(1);
      else if (/(TJ|Tj)$/.test(line) && devanagariFonts.has(font) && !inSpan) unspannedDevanagari++;
    }
  }
  return { spans, unspannedDevanagari };
}

/** poppler's pdftotext, when this machine has it (a dev tool, not a dependency): the text it extracts, else null. */
export function popplerText(pdf: Buffer): string | null {
  try {
    return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}
