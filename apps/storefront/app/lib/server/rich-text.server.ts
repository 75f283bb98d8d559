import type { Schemas } from '@gipfel/api';
import { slimCmsPage } from '@gipfel/cms';
import { sanitizeCmsPage, type SanitizeHtmlOptions } from '@gipfel/cms/server';
import { mergeTexts, textsInLanguage, type LanguageCode } from '@gipfel/i18n';
import { namespaces } from '../i18n/i18n.server';
import { defaultLanguage } from '../i18n/shop-locales';
import { loadTextOverrides } from '../i18n/translations.server';
import { getServerEnv } from './env.server';
import { publicOrigin } from './origin.server';

/**
 * How the loaders sanitise rich text (CMS text, blog bodies, product descriptions) before it goes
 * into the page's data: the root loader's link policy (decision 0020: the configured external
 * hosts and our origin) and the blocked link's title in the page's language, overrides included.
 * The page renders that HTML as it is (`RichTextProvider sanitize="on-server"` in root.tsx), so the
 * browser loads no sanitiser.
 */
export async function richTextOptions(request: Request, language: LanguageCode): Promise<SanitizeHtmlOptions> {
  const overrides = await loadTextOverrides(language);
  // The ui namespace in the page's language (host texts included, each key falling back to the default language), the shop's overrides over it.
  const base = textsInLanguage(namespaces.ui!, language, defaultLanguage());
  const ui = mergeTexts(base, overrides.ui);
  const blockedLinkTitle = typeof ui.externalLinkBlocked === 'string' ? ui.externalLinkBlocked : String(base.externalLinkBlocked ?? '');
  return { links: { externalHosts: getServerEnv().externalHosts, origin: publicOrigin(request) }, blockedLinkTitle };
}

/** A CMS page as it goes into loader data: card-sized (`slimCmsPage`) and its rich text sanitised. */
export function cmsPageForLoader(page: Schemas['CmsPage'], options: SanitizeHtmlOptions): Schemas['CmsPage'] {
  return sanitizeCmsPage(slimCmsPage(page), options);
}
