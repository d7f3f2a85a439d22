import fs from 'node:fs';
import path from 'node:path';
import { SMS_TABLE_END, SMS_TABLE_START, smsPartsTable } from './parts-table';

const README = path.resolve(__dirname, '../../../../../README.md');

describe("the README's table of SMS part counts", () => {
  it('is the one the templates give (UPDATE_SMS_TABLE=1 writes it)', () => {
    const readme = fs.readFileSync(README, 'utf8');
    const start = readme.indexOf(SMS_TABLE_START);
    const end = readme.indexOf(SMS_TABLE_END);
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const table = smsPartsTable();
    if (process.env.UPDATE_SMS_TABLE === '1')
      fs.writeFileSync(README, readme.slice(0, start) + table + readme.slice(end + SMS_TABLE_END.length));
    else expect(readme.slice(start, end + SMS_TABLE_END.length)).toBe(table);
  });
});
