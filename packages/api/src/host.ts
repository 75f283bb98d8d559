// `@gipfel/api/host`: what only a host needs: the process-wide cache of anonymous Store API reads
// (decision 0041) and the freeze its shared answers get. Operations never need it (decision 0067).
export { createSharedReadCache, deepFreeze } from './shared-read-cache';
export type { SharedReadCache, SharedReadCacheOptions, SharedReadCacheStats, SharedReadScope } from './shared-read-cache';
