import { describe, expect, it } from 'vitest';
import { FileProblems, refusedImport } from './import-result.ts';

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
    const refused = refusedImport(180, problems.shown, problems.count);
    expect(refused.message).toBe(
      'Файл не загружен: ошибок — 180. Показаны первые 100. Ничего не сохранено; исправьте файл и загрузите его снова.',
    );
    expect(refused.errors).toHaveLength(100);
  });
});
