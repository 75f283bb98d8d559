// Rich text on the server: sanitize-html (htmlparser2) configured by the policy, and the loader
// helpers that sanitise every rich text of a CMS page, a blog post or a product before the page
// data leaves the server (pages carry clean HTML; the browser runs no sanitiser).

import sanitize from 'sanitize-html';
import type { Schemas } from '@gipfel/api';
import { deepFreeze } from '@gipfel/api/host';
import {
  allAttributes,
  allowedSchemes,
  allowedTags,
  blockedLinkAttribute,
  cleanElement,
  droppedWithContent,
  type SanitizeHtmlOptions,
} from './policy';

const voidTags = ['br', 'col', 'hr', 'img', 'wbr'];

function configFor(options: SanitizeHtmlOptions): sanitize.IOptions {
  // `allowedEmptyAttributes` (sanitize-html ≥ 2.11) is not in @types/sanitize-html yet.
  const emptyAttributes = { allowedEmptyAttributes: ['alt', blockedLinkAttribute] };
  return {
    ...emptyAttributes,
    allowedTags: [...allowedTags],
    allowedAttributes: { '*': [...allAttributes] },
    allowedSchemes: [...allowedSchemes],
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: true,
    // Disallowed elements are dropped and their text kept; these go with everything inside them.
    nonTextTags: [...droppedWithContent],
    disallowedTagsMode: 'discard',
    selfClosing: voidTags,
    // Our `style` allowlist (sanitizeStyle, in cleanElement) rewrites the declarations: no postcss.
    parseStyleAttributes: false,
    transformTags: {
      '*': (tagName, attribs) => {
        const clean = cleanElement(tagName, Object.entries(attribs), options);
        return { tagName: clean.tag, attribs: Object.fromEntries(clean.attributes) };
      },
    },
  };
}

/**
 * Cleans CMS HTML for `dangerouslySetInnerHTML` on the server (sanitize-html on htmlparser2, with
 * the policy of `./policy`): removes scripts, styles, frames, event handler attributes, unsafe URLs
 * and CSS that could move content over the page; keeps formatting, links, images and tables. With
 * `options.links`, links to sites outside the allowlist become text.
 */
export function sanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): string {
  return sanitize(html, configFor(options));
}

/** An entity with an HTML field (Shopware's `description`, a post's `content`) and its translated copy. */
type WithHtml<Field extends string> = { [K in Field]?: string | null } & { translated?: { [K in Field]?: string | null } | null };

/** The entity with `field` and `translated[field]` sanitised (a copy; the entity is not changed). */
export function withSanitizedHtml<T extends WithHtml<Field>, Field extends string>(entity: T, field: Field, options: SanitizeHtmlOptions = {}): T {
  const clean = (value: string | null | undefined) => (typeof value === 'string' ? sanitizeHtml(value, options) : value);
  const out = { ...entity, [field]: clean(entity[field]) } as T;
  if (entity.translated && typeof entity.translated === 'object') {
    (out as WithHtml<Field>).translated = { ...entity.translated, [field]: clean(entity.translated[field]) } as T['translated'];
  }
  return out;
}

type CmsPage = Schemas['CmsPage'];
type CmsSlot = Schemas['CmsSlot'];
type Entry = { value?: unknown } | null | undefined;

function sanitizeEntry(entry: Entry, options: SanitizeHtmlOptions): Entry {
  return entry && typeof entry.value === 'string' ? { ...entry, value: sanitizeHtml(entry.value, options) } : entry;
}

function sanitizeConfig(config: unknown, options: SanitizeHtmlOptions): unknown {
  if (!config || typeof config !== 'object' || !Object.hasOwn(config, 'content')) return config;
  return { ...config, content: sanitizeEntry((config as { content?: Entry }).content, options) };
}

/** The rich text a slot's element renders: a text's `content`, a description's product. */
function sanitizeSlot(slot: CmsSlot, options: SanitizeHtmlOptions): CmsSlot {
  const data = slot.data as Record<string, unknown> | null | undefined;
  if (slot.type === 'text') {
    const out: Record<string, unknown> = { ...slot, config: sanitizeConfig(slot.config, options) };
    if (slot.translated && typeof slot.translated === 'object') out.translated = { ...slot.translated, config: sanitizeConfig(slot.translated.config, options) };
    if (data && typeof data === 'object' && typeof data.content === 'string') out.data = { ...data, content: sanitizeHtml(data.content, options) };
    return out as CmsSlot;
  }
  if (slot.type === 'product-description-reviews' && data && typeof data === 'object' && data.product && typeof data.product === 'object') {
    return { ...slot, data: { ...data, product: withSanitizedHtml(data.product as Schemas['Product'], 'description', options) } } as unknown as CmsSlot;
  }
  return slot;
}

function sanitizePage(page: CmsPage, options: SanitizeHtmlOptions): CmsPage {
  return {
    ...page,
    sections: (page.sections ?? []).map((section) => ({
      ...section,
      blocks: (section.blocks ?? []).map((block) => ({ ...block, slots: (block.slots ?? []).map((slot) => sanitizeSlot(slot, options)) })),
    })),
  };
}

/** Shared (frozen) pages, sanitised once per link policy and title; a few policies a page at most. */
const sanitizedShared = new WeakMap<CmsPage, Map<string, CmsPage>>();
const policiesPerPage = 8;

/**
 * The CMS page with every rich text its elements render sanitised (text elements' `content`, the
 * product of a `product-description-reviews`): call it in the loader, after `slimCmsPage`. A
 * frozen page (a shared Store API answer, decision 0041) is sanitised once per link policy.
 */
export function sanitizeCmsPage(page: CmsPage, options: SanitizeHtmlOptions = {}): CmsPage {
  if (!Object.isFrozen(page)) return sanitizePage(page, options);
  const key = JSON.stringify([options.links?.externalHosts ?? null, options.links?.origin ?? null, options.blockedLinkTitle ?? null]);
  let byPolicy = sanitizedShared.get(page);
  if (!byPolicy) sanitizedShared.set(page, (byPolicy = new Map()));
  let sanitized = byPolicy.get(key);
  if (!sanitized) {
    sanitized = deepFreeze(sanitizePage(page, options));
    if (byPolicy.size >= policiesPerPage) byPolicy.delete(byPolicy.keys().next().value!);
    byPolicy.set(key, sanitized);
  }
  return sanitized;
}
