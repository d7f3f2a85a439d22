import { smsParts } from './parts';
import { SMS_TEMPLATES } from './types';

describe('SMS part counts', () => {
  it('GSM-7: 160 characters in one part, 153 a part once it is split', () => {
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(smsParts('a'.repeat(306)).parts).toBe(2);
    expect(smsParts('a'.repeat(307)).parts).toBe(3);
    expect(smsParts('')).toEqual({ encoding: 'GSM-7', units: 0, parts: 1 });
  });

  it("the extension table's characters take two septets", () => {
    expect(smsParts('[x]').units).toBe(5);
    expect(smsParts('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsParts(`${'a'.repeat(159)}{`)).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
  });

  it('one character outside GSM-7 makes the whole text UCS-2: 70 a part, 67 when split', () => {
    expect(smsParts('नमस्ते')).toEqual({ encoding: 'UCS-2', units: 6, parts: 1 });
    expect(smsParts(`₹${'a'.repeat(69)}`)).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(smsParts(`₹${'a'.repeat(70)}`)).toEqual({ encoding: 'UCS-2', units: 71, parts: 2 });
    expect(smsParts(`क${'a'.repeat(133)}`).parts).toBe(2);
    expect(smsParts(`क${'a'.repeat(134)}`).parts).toBe(3);
    // An emoji is two UTF-16 units.
    expect(smsParts('😀').units).toBe(2);
  });

  it('English templates are GSM-7, Hindi ones UCS-2', () => {
    for (const texts of Object.values(SMS_TEMPLATES)) {
      expect(smsParts(texts.en.replace(/##\w+##/g, 'x')).encoding).toBe('GSM-7');
      expect(smsParts(texts.hi).encoding).toBe('UCS-2');
    }
  });
});
