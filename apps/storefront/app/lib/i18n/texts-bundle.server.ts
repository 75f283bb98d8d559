import { createHash } from 'node:crypto';
import type { LanguageCode, TextOverrides } from '@gipfel/i18n';
import { pageOnlyNamespaces, type PageOnlyNamespace } from '../../route-table';
import type { LanguageTexts } from './i18n';
import { textsFor } from './i18n.server';
import { textsPath } from './text-registry';

/** One language's texts for a set of page-only namespaces, with the address that names them. */
export interface TextsBundle {
  /** `/api/texts/<language>?v=<version>[&ns=<page namespaces>]`: the same address, the same texts. */
  url: string;
  version: string;
  texts: LanguageTexts;
}

const latest = new Map<string, { overrides: TextOverrides; bundle: TextsBundle }>();
/** Earlier versions, so a page cached before the shop changed a text still gets its own texts. */
const byUrl = new Map<string, TextsBundle>();
const keptVersions = 48;

/** Page-only namespaces from an address's `ns` (comma-separated); null if one is unknown. */
export function parsePageNamespaces(value: string | null): PageOnlyNamespace[] | null {
  if (!value) return [];
  const names = value.split(',');
  const known: readonly string[] = pageOnlyNamespaces;
  return names.every((n) => known.includes(n)) ? [...new Set(names as PageOnlyNamespace[])].sort() : null;
}

/**
 * The shell's texts of `language`, the page-only ones named and the shop's overrides (decision
 * 0029), with a versioned address: the version is a hash of the texts, so a change of the
 * overrides makes a new address and browsers may keep an address's answer for good.
 */
export function textsBundle(language: LanguageCode, overrides: TextOverrides, pageNamespaces: readonly PageOnlyNamespace[]): TextsBundle {
  const names = [...new Set(pageNamespaces)].sort();
  const key = `${language}|${names.join(',')}`;
  const hit = latest.get(key);
  if (hit?.overrides === overrides) return hit.bundle;
  const texts = textsFor(language, overrides, names);
  const version = createHash('sha256').update(JSON.stringify(texts)).digest('base64url').slice(0, 12);
  const url = `${textsPath(language)}?v=${version}${names.length ? `&ns=${names.join(',')}` : ''}`;
  const bundle = hit?.bundle.version === version ? hit.bundle : { url, version, texts };
  latest.set(key, { overrides, bundle });
  byUrl.delete(url);
  byUrl.set(url, bundle);
  while (byUrl.size > keptVersions) byUrl.delete(byUrl.keys().next().value as string);
  return bundle;
}

/** A bundle this server made earlier under `url` (this or an earlier version), if it still has it. */
export function textsBundleAt(url: string): TextsBundle | undefined {
  return byUrl.get(url);
}
