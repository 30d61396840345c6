import { describe, expect, it } from 'vitest';
import { doneImport, FileProblems, refusedImport } from './import-result.ts';

const problem = (row: number) => ({ row, column: 'ШК', message: `Строка ${row}` });

describe("a file's problems", () => {
  it('are all counted, and the first hundred kept in the order of rows', () => {
    const problems = new FileProblems();
    for (let batch = 0; batch < 3; batch++) {
      const rows = Array.from({ length: 60 }, (_, index) => 2 + batch * 60 + index);
      problems.add(rows.reverse().map(problem)); // a batch finds its problems in any order
    }
    expect(problems.count).toBe(180);
    expect(problems.shown.map((shown) => shown.row)).toEqual(Array.from({ length: 100 }, (_, index) => 2 + index));
    // Found for the whole file once it is read: an early row's problem still shows, among the first.
    problems.add([problem(181), { ...problem(5), message: 'Другая' }, problem(3000)]);
    expect(problems.count).toBe(183);
    expect(problems.shown.slice(3, 5)).toEqual([problem(5), { ...problem(5), message: 'Другая' }]);
    expect(problems.shown.at(-1)).toEqual(problem(100));
    const refused = refusedImport('f1', 180, problems.shown, problems.count);
    expect(refused.message).toBe(
      'Файл не загружен: 183 ошибки. Показаны первые 100. Ничего не сохранено; исправьте файл и загрузите его снова.',
    );
    expect(refused.errors).toHaveLength(100);
    expect(refusedImport('f1', 3, [problem(2), problem(3)]).message).toContain('Файл не загружен: 2 ошибки.');
  });
});

describe("an import's answer", () => {
  it('says in one line, in correct Russian, what the file changed', () => {
    expect(doneImport('f1', 3, 0).message).toBe('Изменений нет: все 3 строки совпадают с сохранёнными данными.');
    expect(doneImport('f1', 1, 0).message).toBe('Изменений нет: строка совпадает с сохранёнными данными.');
    expect(doneImport('f1', 21, 2).message).toBe('Загружена 21 строка: изменено 2, без изменений 19.');
    expect(doneImport('f1', 5, 5)).toMatchObject({
      id: 'f1',
      message: 'Загружено 5 строк: изменено 5, без изменений 0.',
    });
  });
});
