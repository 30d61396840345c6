import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { readAnswerBody } from '../src/http/answer-body.ts';
import { quoteIntegers } from '../src/http/request.ts';

const encoder = new TextEncoder();

/** The bytes of `text` as a body arriving in the pieces cut at `cuts` (byte offsets). */
function bodyOf(text: string, cuts: number[] = []): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  const ends = [...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      let from = 0;
      for (const end of ends) {
        controller.enqueue(bytes.slice(from, end));
        from = end;
      }
      controller.close();
    },
  });
}

// Every character that could end an element early, inside strings, nested, and two-byte letters.
const TRICKY = [
  { id: 1, note: 'запятая, скобки ] } [ {', nested: { list: [1, [2, 3], { a: '}' }] } },
  { id: 2, note: 'кавычка " и косая \\ в конце\\', empty: [], none: null },
  'строка, не объект',
  42,
  [true, false],
  { id: 3, note: '' },
];

describe('a WB answer read as it arrives', () => {
  it('reads a list cut at every byte as JSON.parse reads it whole', async () => {
    const text = JSON.stringify(TRICKY);
    const length = encoder.encode(text).length;
    for (let cut = 1; cut < length; cut++) {
      const read = await readAnswerBody(bodyOf(text, [cut]));
      expect(read, `cut at byte ${cut}`).toEqual({ head: text.slice(0, 300), rows: TRICKY });
    }
  });

  it('reads a list arriving a byte at a time, with white space around and inside', async () => {
    const text = ` \n[ ${JSON.stringify(TRICKY).slice(1, -1).replaceAll(',{', ' ,\n {')} ]\r\n`;
    const bytes = encoder.encode(text).length;
    const read = await readAnswerBody(
      bodyOf(
        text,
        Array.from({ length: bytes - 1 }, (_, i) => i + 1),
      ),
    );
    expect(read).toMatchObject({ rows: TRICKY });
  });

  it('reads an empty list as no rows, and an object or nothing as text', async () => {
    expect(await readAnswerBody(bodyOf('  [ ] '))).toMatchObject({ rows: [] });
    expect(await readAnswerBody(bodyOf('{"data":[1,2]}', [3]))).toEqual({
      head: '{"data":[1,2]}',
      text: '{"data":[1,2]}',
    });
    expect(await readAnswerBody(bodyOf(''))).toEqual({ head: '', text: '' });
    expect(await readAnswerBody(null)).toEqual({ head: '', text: '' });
  });

  it('says a broken list is not JSON, with the start of its text read so far', async () => {
    for (const text of ['[1,]', '[,1]', '[1,2', '[1] x', '[{"a":}]', '[1 2]', '["не закрыта]']) {
      const read = await readAnswerBody(bodyOf(text, [2]));
      expect(read, text).toMatchObject({ notJson: expect.any(String) });
      expect(text.startsWith(read.head) && read.head.length >= 2, text).toBe(true);
    }
  });

  it("quotes each row's large ids before parsing it, as the whole answer would be quoted", async () => {
    const text = '[{"reportId":9007199254740993,"rrdId":1},{"rrdId":2,"reportId":12345678901234567890}]';
    const read = await readAnswerBody(bodyOf(text, [20, 50]), (row) => quoteIntegers(row, ['reportId']));
    expect(read).toMatchObject({ rows: JSON.parse(quoteIntegers(text, ['reportId'])) as unknown[] });
    expect(read).toMatchObject({ rows: [{ reportId: '9007199254740993' }, { reportId: '12345678901234567890' }] });
  });

  it('lets other work run while a large list is read', async () => {
    const rows = Array.from({ length: 30_000 }, (_, id) => ({ id, note: 'строка отчёта о реализации' }));
    const order: string[] = [];
    // Scheduled before the read starts: without a turn of the event loop inside the read it would run after it.
    void nextTurn().then(() => order.push('другой запрос'));
    const read = await readAnswerBody(bodyOf(JSON.stringify(rows), [1 << 16, 1 << 20, 1 << 21]));
    order.push('ответ прочитан');
    expect(read).toMatchObject({ rows });
    expect(order).toEqual(['другой запрос', 'ответ прочитан']);
  });
});
