import { popplerText, pdfSpans } from '../../../test/pdf-spans';
import { scriptRuns, startPdf, utf16Hex, write } from './pdf-document';

describe('scriptRuns', () => {
  it('cuts a line into Devanagari runs (words with the spaces between them) and the rest', () => {
    expect(scriptRuns('रसीद संख्या: PAY-2026-000001')).toEqual([
      { text: 'रसीद संख्या', devanagari: true },
      { text: ': PAY-2026-000001', devanagari: false },
    ]);
    expect(scriptRuns('3 × सत्र, ₹41,152.00 प्रति सत्र')).toEqual([
      { text: '3 × ', devanagari: false },
      { text: 'सत्र', devanagari: true },
      { text: ', ₹41,152.00 ', devanagari: false },
      { text: 'प्रति सत्र', devanagari: true },
    ]);
    // Joiners and dandas stay with their words.
    expect(scriptRuns('क्‍ष।')).toEqual([{ text: 'क्‍ष।', devanagari: true }]);
  });

  it('an English line, and an empty one, is one run', () => {
    expect(scriptRuns('Payment receipt')).toEqual([{ text: 'Payment receipt', devanagari: false }]);
    expect(scriptRuns('')).toEqual([{ text: '', devanagari: false }]);
  });
});

describe('copying Hindi out of a PDF (ActualText)', () => {
  const long =
    'फ़िज़ियोथेरेपी के तीन सत्रों का भुगतान हर हफ़्ते की सीरीज़ में किया गया है और यह रसीद इलेक्ट्रॉनिक रूप से बनाई गई है और किनारे पर सीढ़ियाँ हैं';

  it('each Devanagari line drawn is a span whose ActualText is its logical text; Latin runs are not', async () => {
    const paper = startPdf({ Title: 't', Author: 'a', Subject: 's' });
    write(paper.doc, 'bold', 'रसीद संख्या: PAY-2026-000001');
    write(paper.doc, 'regular', `Dr. Asha Rao, फ़िज़ियोथेरेपिस्ट · ${long}`, { width: 300 });
    const pdf = await paper.finish();
    const { spans, unspannedDevanagari } = pdfSpans(pdf);
    expect(unspannedDevanagari).toBe(0);
    expect(spans[0]).toBe('रसीद संख्या');
    expect(spans[1]).toBe('फ़िज़ियोथेरेपिस्ट');
    // The long run wraps: a span per line, together the run as written (ि after its consonant: logical order).
    expect(spans.length).toBeGreaterThan(3);
    expect(spans.slice(2).join('').replace(/\s+/g, ' ').trim()).toBe(long);
    const poppler = popplerText(pdf);
    if (poppler === null)
      console.log('pdftotext not installed: the extraction by poppler is not checked here');
    else {
      expect(poppler).toContain('रसीद संख्या: PAY-2026-000001');
      expect(poppler).toContain('Dr. Asha Rao, फ़िज़ियोथेरेपिस्ट ·');
    }
  });

  it('utf16Hex writes UTF-16BE with its byte order mark, surrogate pairs for astral characters', () => {
    expect(utf16Hex('रसीद')).toBe('<FEFF0930093809400926>');
    expect(utf16Hex('a😀')).toBe('<FEFF0061D83DDE00>');
  });
});
