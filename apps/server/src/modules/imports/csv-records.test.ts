import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv-records.ts';

const records = (text: string, encoding = 'utf-8') => [...csvRecords(new TextEncoder().encode(text), encoding)].flat();

describe('csv records read a block at a time', () => {
  it('keeps a quoted cell with a line break whole where a block ends inside it', () => {
    // The first block (64 KB) ends just after «две», inside the quotes.
    const filler = 'x'.repeat(65_495);
    const rows = records(`ШК;Комментарий\r\n1;${filler}\r\n2;"две\r\nстроки ""в кавычках"""\r\n3;конец\r\n`);
    expect(rows).toEqual([
      ['ШК', 'Комментарий'],
      ['1', filler],
      ['2', 'две\r\nстроки "в кавычках"'],
      ['3', 'конец'],
    ]);
  });

  it('counts empty lines, so row numbers stay those of the file', () => {
    expect(records('a,b\n\n1,2\n')).toEqual([['a', 'b'], [''], ['1', '2']]);
  });

  it('refuses a quote left open', () => {
    expect(() => records('ШК;Себестоимость\n"1;2\n3;4\n')).toThrow(/не закрыта кавычка/);
  });
});
