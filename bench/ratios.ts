/**
 * Pure helpers of `pnpm bench`'s floor comparison (docs/performance.md): each storefront figure is put next
 * to the same figure of the floor page (bench/floor, a bare Remix + React app) measured in the
 * same run, right before and right after it, so that this shared machine's noise hits both.
 */

/** Run order for one load level: floor, page, floor, page, …, floor (each page between two floor runs). */
export function interleaveWithFloor<T extends string>(pages: readonly T[]): (T | 'floor')[] {
  return pages.flatMap((page) => ['floor' as const, page]).concat(pages.length ? ['floor' as const] : []);
}

/**
 * The floor's figure for the page run at position `index` of an interleaved order: the mean of the
 * floor runs right before and after it (one of them when the other is missing).
 */
export function floorAround(values: readonly { name: string; value: number }[], index: number): number {
  const before = values.slice(0, index).findLast((entry) => entry.name === 'floor');
  const after = values.slice(index + 1).find((entry) => entry.name === 'floor');
  const near = [before, after].filter((entry): entry is { name: string; value: number } => entry !== undefined && Number.isFinite(entry.value));
  return near.length ? near.reduce((sum, entry) => sum + entry.value, 0) / near.length : Number.NaN;
}

/** value / floor; NaN when either is missing or the floor is 0. */
export function ratio(value: number, floor: number): number {
  return Number.isFinite(value) && Number.isFinite(floor) && floor !== 0 ? value / floor : Number.NaN;
}

/** Every page run of an interleaved sequence with its ratio to the floor around it. */
export function ratiosToFloor(values: readonly { name: string; value: number }[]): { name: string; value: number; floor: number; ratio: number }[] {
  return values.flatMap((entry, index) => {
    if (entry.name === 'floor') return [];
    const floor = floorAround(values, index);
    return [{ name: entry.name, value: entry.value, floor, ratio: ratio(entry.value, floor) }];
  });
}

/** A ratio as a percentage with no decimals, or as a factor ("2.4×") when it is above 1 and `factor` is set. */
export function formatRatio(value: number, style: 'percent' | 'factor' = 'percent'): string {
  if (!Number.isFinite(value)) return '–';
  return style === 'percent' ? `${(value * 100).toFixed(value < 0.1 ? 1 : 0)} %` : `${value.toFixed(2)}×`;
}

export interface ScriptResponse {
  url: string;
  /** Size of the body (decoded). */
  bytes: number;
  /** Size of the body compressed with gzip -9. */
  gzipBytes: number;
  /** Whether the response finished before the page's load event. */
  beforeLoad: boolean;
}

export interface ScriptSums {
  beforeLoad: { files: number; bytes: number; gzipBytes: number };
  afterLoad: { files: number; bytes: number; gzipBytes: number };
}

/**
 * The JS a browser fetched for a page: every script response before the load event and the chunks
 * after it. A URL counts once (the first time it arrived); a failed or empty body counts 0 bytes.
 */
export function sumScripts(responses: readonly ScriptResponse[]): ScriptSums {
  const seen = new Set<string>();
  const sums: ScriptSums = { beforeLoad: { files: 0, bytes: 0, gzipBytes: 0 }, afterLoad: { files: 0, bytes: 0, gzipBytes: 0 } };
  for (const response of responses) {
    if (seen.has(response.url)) continue;
    seen.add(response.url);
    const bucket = response.beforeLoad ? sums.beforeLoad : sums.afterLoad;
    bucket.files += 1;
    bucket.bytes += response.bytes;
    bucket.gzipBytes += response.gzipBytes;
  }
  return sums;
}
