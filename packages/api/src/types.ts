// Shopware's published Store API contract. Everything in our packages is typed from here,
// never from hand-written copies of Shopware entities.
export type { Schemas, operations, components } from '@shopware/api-client/store-api-types';
