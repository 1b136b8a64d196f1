import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('starts with a BOM, quotes what needs it and neutralises formulas', () => {
    const csv = toCsv(
      ['name', 'note', 'price'],
      [
        { name: 'Élodie "Lo" Dupont', note: '=HYPERLINK("http://evil.example")', price: '1049.38' },
        { name: '+33 6 12', note: 'a,b\nc', price: null },
        { name: '@SUM(A1)', note: '-2+3', price: 12 },
        { name: 'x;=1+1', note: 'a;b', price: '=1;2' },
      ],
    );
    expect(csv.startsWith('\uFEFFname,note,price\r\n')).toBe(true);
    expect(csv).toContain(`"Élodie ""Lo"" Dupont","'=HYPERLINK(""http://evil.example"")",1049.38\r\n`);
    expect(csv).toContain(`'+33 6 12,"a,b\nc",\r\n`);
    expect(csv).toContain(`'@SUM(A1),'-2+3,12\r\n`);
    // Quoted on a semicolon too: a spreadsheet splitting on ; keeps each cell whole.
    expect(csv).toContain(`"x;=1+1","a;b","'=1;2"\r\n`);
  });
});
