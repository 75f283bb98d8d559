// The e2e Store API runs with NODE_ENV=production, which refuses the public demo credentials: the
// suite gives it these (playwright.config.ts) and sends them. Test values, not secrets of a shop.
export const accessKey = process.env.E2E_STORE_API_ACCESS_KEY ?? 'SWGIPFELE2E00000000000000001';
/** The euro sales channel's access key (the local Store API's STORE_API_EURO_ACCESS_KEY). */
export const euroAccessKey = process.env.E2E_STORE_API_EURO_ACCESS_KEY ?? 'SWGIPFELE2E00000000000000002';
export const adminSecret = process.env.E2E_STORE_API_ADMIN_SECRET ?? 'gipfel-e2e-admin-secret-00000001';

/** The header of the Store API's developer routes (`/_outbox`, `/_captcha/{id}`, `/_faults`). */
export const adminHeaders = { authorization: `Bearer ${adminSecret}` };
