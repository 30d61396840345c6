import { expect, test } from '../support/test.ts';

test('the sign-in screen opens at / and offers the demo sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Seller Helper').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Войти в демо-режиме' })).toBeVisible();
  await expect(page.getByText('Демо-режим: данные сгенерированы')).toBeVisible();
});

test('a guarded route sends a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/cards');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Войти в демо-режиме' })).toBeVisible();
});

test('an unknown path shows the sign-in screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the API answers { __typename } at /api/graphql', async ({ request }) => {
  const answer = await request.post('/api/graphql', {
    data: { query: '{ __typename }' },
    headers: { 'x-graphql-yoga-csrf': '1' },
  });
  expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
});
