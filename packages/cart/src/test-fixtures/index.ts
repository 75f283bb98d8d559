import type { Schemas } from '@gipfel/api';
import cartJson from './cart.json';

/** A fresh deep copy of the Shopware cart fixture (one physical product, one promotion). */
export function cartFixture(): Schemas['Cart'] {
  return structuredClone(cartJson) as unknown as Schemas['Cart'];
}
