import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import type { ProductFaqEntry } from './product-faq';
import { getProductPrices } from './prices';
import { isSoldOut } from './stock';

type Product = Schemas['Product'];

/** A row of the product page's property table: "Origin: Jura", "Material: Cast iron, enamel". */
export interface ProductPropertyRow {
  group: string;
  values: string;
}

function nameOf(entity: object | null | undefined): string {
  return translatedText(entity, 'name').trim();
}

/** Properties grouped by their group, in the shop's order (groups and options by position, then name). */
export function getProductPropertyRows(product: Product): ProductPropertyRow[] {
  const groups = new Map<string, { name: string; position: number; options: { name: string; position: number }[] }>();
  for (const option of product.properties ?? []) {
    const group = option.group;
    const key = group?.id ?? option.groupId;
    if (!key) continue;
    const entry = groups.get(key) ?? { name: nameOf(group), position: group?.position ?? 0, options: [] };
    entry.options.push({ name: nameOf(option), position: option.position ?? 0 });
    groups.set(key, entry);
  }
  return [...groups.values()]
    .filter((group) => group.name !== '')
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
    .map((group) => ({
      group: group.name,
      values: group.options
        .sort((a, b) => a.position - b.position)
        .map((option) => option.name)
        .join(', '),
    }));
}

/**
 * FAQ entries of a product, if the shop keeps them in the custom field `faq` (a list of
 * `{ question, answer }`, decision 0019). Anything else there is ignored.
 */
export function getProductFaqEntries(product: Product): ProductFaqEntry[] {
  const translated = product.translated as { customFields?: unknown } | undefined;
  const customFields = (translated?.customFields ?? product.customFields) as Record<string, unknown> | null | undefined;
  const raw = customFields?.faq;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown, index) => {
    if (!entry || typeof entry !== 'object') return [];
    const { id, question, answer } = entry as Record<string, unknown>;
    if (typeof question !== 'string' || typeof answer !== 'string' || !question.trim() || !answer.trim()) return [];
    return [{ id: typeof id === 'string' ? id : `faq-${index}`, question: question.trim(), answer: answer.trim() }];
  });
}

/** The active cross-selling groups that have products, in their position order. */
export function activeCrossSellingGroups(crossSellings: Schemas['CrossSellingElementCollection']): Schemas['CrossSellingElementCollection'] {
  return [...(crossSellings ?? [])]
    .filter((group) => group?.crossSelling?.active !== false && (group?.products?.length ?? 0) > 0)
    .sort((a, b) => (a.crossSelling.position ?? 0) - (b.crossSelling.position ?? 0));
}

/** The products of the first active cross-selling group (by position): the bundle's companions (decision 0019). */
export function getBundleProducts(crossSellings: Schemas['CrossSellingElementCollection']): Product[] {
  return activeCrossSellingGroups(crossSellings)[0]?.products ?? [];
}

/** The text of a Shopware HTML description, for structured data and meta descriptions. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of the product's description as text, cut at a word: the meta description of a product without one. */
export function getProductExcerpt(product: Product, length = 160): string {
  const text = plainText(translatedText(product, 'description'));
  return text.length <= length ? text : `${text.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

/** schema.org `Product` of a product page, as JSON that is safe inside a `<script>` element. */
export function getProductJsonLd(product: Product, options: { url?: string; currency: string }): string {
  const { url, currency } = options;
  const prices = getProductPrices(product, { variantRange: false });
  const images = (product.media ?? [])
    .map((item) => item.media?.url)
    .filter((src): src is string => typeof src === 'string' && src !== '');
  const coverUrl = product.cover?.media?.url;
  const description = plainText(translatedText(product, 'description'));
  const schema: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: nameOf(product),
    sku: product.productNumber,
    url,
    image: images.length > 0 ? images : coverUrl ? [coverUrl] : undefined,
    description: description || undefined,
    gtin13: product.ean && /^\d{13}$/.test(product.ean) ? product.ean : undefined,
    brand: product.manufacturer ? { '@type': 'Brand', name: nameOf(product.manufacturer) } : undefined,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currency,
      price: prices.unitPrice.toFixed(2),
      availability: isSoldOut(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  // `<` is escaped so that no text from the shop can close the script element.
  return JSON.stringify(schema).replace(/</g, '\\u003c');
}
