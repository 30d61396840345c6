import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { MOVE_GUIDE } from '../modules/home/embedded-limit.ts';
import { readmeRoute } from './readme.ts';

it('hands out the README, with the section the move to PostgreSQL links to, as text the browser shows', async () => {
  const server = createServer(
    (request, response) => void readmeRoute(request, response, new URL(MOVE_GUIDE, 'http://x')),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${MOVE_GUIDE}`);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toContain("## The embedded database's limit");
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
