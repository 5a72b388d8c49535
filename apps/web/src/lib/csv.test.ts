import { describe, expect, test } from 'vitest';
import { buildCsv, CSV_BOM, tableToCsv } from './csv';

describe('buildCsv', () => {
  test('starts with a BOM and ends every record with CRLF', () => {
    expect(buildCsv([['时间', 'DAU'], ['2026-11-15', 12]])).toBe(`${CSV_BOM}时间,DAU\r\n2026-11-15,12\r\n`);
  });

  test('quotes fields holding a comma, a quote or a line break and doubles inner quotes', () => {
    const csv = buildCsv([['a,b', 'say "hi"', 'two\nlines', 'cr\rhere', 'plain']]);
    expect(csv).toBe(`${CSV_BOM}"a,b","say ""hi""","two\nlines","cr\rhere",plain\r\n`);
  });

  test('quotes fields with leading or trailing spaces so they survive a spreadsheet', () => {
    expect(buildCsv([[' x', 'y ']])).toBe(`${CSV_BOM}" x","y "\r\n`);
  });

  test('writes null, undefined and non-finite numbers as empty fields and keeps zero', () => {
    expect(buildCsv([[null, undefined, Number.NaN, 0, -3]])).toBe(`${CSV_BOM},,,0,-3\r\n`);
  });

  test('neutralises text a spreadsheet would run as a formula', () => {
    expect(buildCsv([['=SUM(A1)', '+1', '@x', '-2']])).toBe(`${CSV_BOM}'=SUM(A1),'+1,'@x,'-2\r\n`);
  });

  test('an empty table is just the BOM', () => {
    expect(buildCsv([])).toBe(CSV_BOM);
  });
});

describe('tableToCsv', () => {
  test('writes the headers, one record per row and the trailing records last', () => {
    const columns = [
      { header: '时间', value: (row: { time: string; n: number | null }) => row.time },
      { header: '人数', value: (row: { time: string; n: number | null }) => row.n },
    ];
    const csv = tableToCsv(columns, [{ time: '2026-11-15', n: 1 }, { time: '2026-11-16', n: null }], [['总计', 1]]);
    expect(csv).toBe(`${CSV_BOM}时间,人数\r\n2026-11-15,1\r\n2026-11-16,\r\n总计,1\r\n`);
  });
});
