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

  it('keeps a negative amount a number (a credit note’s), and still neutralises what only starts like one', () => {
    const csv = toCsv(
      ['amount', 'note'],
      [
        { amount: '-962,78', note: '-1+2' },
        { amount: -12.5, note: '-3,5e2' },
      ],
    );
    expect(csv).toContain(`"-962,78",'-1+2\r\n`);
    expect(csv).toContain(`-12.5,"'-3,5e2"\r\n`);
  });
});
