import { createStoreApiClient } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { customerFixture, salutationOptions } from './account-pages.fixtures';
import { profilePageOf, submitProfileAction } from './profile-page';

function answeringClient(status = 200, body: unknown = { success: true }) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: Request) => {
    calls.push(new URL(input.url).pathname.replace('/store-api', ''));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { client: createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 }), calls };
}
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

describe('profilePageOf', () => {
  it('shapes the customer’s profile and email and the salutations to choose from', () => {
    const salutations = { elements: [{ id: salutationOptions[0]!.value, translated: { displayName: 'Frau' } }] } as never;
    expect(profilePageOf(customerFixture, salutations)).toEqual({
      profile: { salutationId: '', firstName: 'Heidi', lastName: 'Muster', accountType: 'private', company: '', vatId: '' },
      email: 'heidi@example.ch',
      salutations: [salutationOptions[0]],
    });
  });
});

describe('submitProfileAction', () => {
  it('saves a valid profile, email or password and says which', async () => {
    const { client, calls } = answeringClient();
    expect(await submitProfileAction(client, form({ intent: 'profile', firstName: 'Heidi', lastName: 'Muster' }))).toEqual({ ok: true, saved: 'profile' });
    expect(await submitProfileAction(client, form({ intent: 'email', email: 'anna@example.ch', emailConfirmation: 'anna@example.ch', password: 'secret-123' }))).toEqual({ ok: true, saved: 'email' });
    expect(await submitProfileAction(client, form({ intent: 'password', password: 'old-secret-1', newPassword: 'new-secret-1', newPasswordConfirm: 'new-secret-1' }))).toEqual({ ok: true, saved: 'password' });
    expect(calls).toEqual(['/account/change-profile', '/account/change-email', '/account/change-password']);
  });

  it('answers refused input without a call, keeping what was typed but never a password', async () => {
    const { client, calls } = answeringClient();
    expect(await submitProfileAction(client, form({ intent: 'profile', firstName: 'Heidi' }))).toMatchObject({ ok: false, result: { intent: 'profile', values: { firstName: 'Heidi' }, errors: { lastName: expect.anything() } } });
    expect(await submitProfileAction(client, form({ intent: 'email', email: 'anna@example.ch', emailConfirmation: 'other@example.ch', password: 'x' }))).toMatchObject({
      ok: false,
      result: { intent: 'email', values: { email: 'anna@example.ch', emailConfirmation: 'other@example.ch' } },
    });
    expect(await submitProfileAction(client, form({ intent: 'password', password: 'x', newPassword: 'short', newPasswordConfirm: 'other' }))).toMatchObject({ ok: false, result: { intent: 'password', values: {} } });
    expect(await submitProfileAction(client, form({ intent: 'other' }))).toEqual({ ok: false, result: { intent: 'profile', values: {}, errors: {}, formError: { key: 'account:accountCommon.generic' } } });
    expect(calls).toEqual([]);
  });

  it('maps the Store API’s violations to the fields and throws faults of the shop', async () => {
    const refused = answeringClient(400, { errors: [{ status: '400', code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', source: { pointer: '/email' }, detail: 'x' }] });
    const answer = await submitProfileAction(refused.client, form({ intent: 'email', email: 'anna@example.ch', emailConfirmation: 'anna@example.ch', password: 'secret-123' }));
    expect(answer).toMatchObject({ ok: false, result: { intent: 'email', errors: { email: expect.anything() } } });
    await expect(submitProfileAction(answeringClient(500, { errors: [] }).client, form({ intent: 'profile', firstName: 'Heidi', lastName: 'Muster' }))).rejects.toMatchObject({ status: 500 });
  });
});
