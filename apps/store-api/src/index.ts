export { createStoreApi, type StoreApiOptions } from './app';
export { loadConfig, DEFAULT_HOST, DEFAULT_PORT, SHOPWARE_VERSION, type StoreApiConfig } from './config';
export { openDatabase, runMigrations, resolveDatabasePath, defaultDatabasePath, type Db } from './db/database';
export { seedDemoShop, seedIfEmpty } from './seed';
export * from './ids';
