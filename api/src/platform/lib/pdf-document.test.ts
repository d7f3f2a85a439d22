import { scriptRuns } from './pdf-document';

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
