/**
 * How many SMS parts a text takes (issue 30: a Hindi SMS is UCS-2). A text written wholly in the GSM 03.38 alphabet
 * is sent as GSM-7: 160 characters in one part, 153 a part when it is split (the rest of each part is the
 * concatenation header); the extension table's characters (€ [ ] { } \ ^ ~ | and the form feed) take two. One
 * character outside both tables (Devanagari, ₹, an emoji…) sends the whole text as UCS-2: 70 UTF-16 units in one
 * part, 67 a part when split.
 */
export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsParts {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  parts: number;
}

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

function gsmSeptets(text: string): number | null {
  let septets = 0;
  for (const ch of text) {
    if (basic.has(ch)) septets += 1;
    else if (extension.has(ch)) septets += 2;
    else return null;
  }
  return septets;
}

export function smsParts(text: string): SmsParts {
  const septets = gsmSeptets(text);
  const encoding: SmsEncoding = septets === null ? 'UCS-2' : 'GSM-7';
  const units = septets ?? text.length; // a JavaScript string's length is its UTF-16 code units
  const { single, part } = LIMITS[encoding];
  const parts = units === 0 ? 1 : units <= single ? 1 : Math.ceil(units / part);
  return { encoding, units, parts };
}
