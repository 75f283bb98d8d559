import { MAX_SERVINGS, MIN_SERVINGS } from './recipe';

export type ServingsInput = { ok: true; servings: number } | { ok: false; raw: string };

/**
 * Reads a servings value as typed or taken from `?servings=`: a whole number from 1 to 99
 * (`ok: true`), nothing (`ok: true` with the fallback), or bad input (`ok: false` with the raw
 * text, so the field keeps what the shopper typed).
 */
export function parseServings(raw: string | null | undefined, fallback: number): ServingsInput {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: true, servings: fallback };
  if (!/^\d{1,3}$/.test(text)) return { ok: false, raw: text.slice(0, 20) };
  const value = Number(text);
  if (value < MIN_SERVINGS || value > MAX_SERVINGS) return { ok: false, raw: text };
  return { ok: true, servings: value };
}
