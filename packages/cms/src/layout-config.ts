import type { CSSProperties } from 'react';
import type { Schemas } from '@gipfel/api';
import { hideOnDesktop, hideOnMobile, hideOnTablet } from '@gipfel/ui';
import * as styles from './cms.css';

/** The layout fields a section or block may carry. */
export interface CmsLayoutEntity {
  cssClass?: string | null;
  visibility?: { mobile?: boolean | null; tablet?: boolean | null; desktop?: boolean | null } | null;
  backgroundColor?: string | null;
  backgroundMedia?: Pick<Schemas['Media'], 'url'> & { metaData?: { width?: number | null } | null } | null;
  backgroundMediaMode?: string | null;
  sizingMode?: string | null;
  marginTop?: string | null;
  marginRight?: string | null;
  marginBottom?: string | null;
  marginLeft?: string | null;
}

export interface CmsLayoutConfig {
  className: string;
  style: CSSProperties;
}

export const maxBackgroundUrlLength = 1000;

/** Classes that hide an element on the devices its `visibility` switches off. */
export function getVisibilityClasses(visibility: CmsLayoutEntity['visibility']): string[] {
  if (!visibility) return [];
  const classes: string[] = [];
  if (visibility.mobile === false) classes.push(hideOnMobile);
  if (visibility.tablet === false) classes.push(hideOnTablet);
  if (visibility.desktop === false) classes.push(hideOnDesktop);
  return classes;
}

/**
 * The width a background image is requested in: rounded up to a multiple of 100,
 * 800 when unknown, and 1900 when the rounded width is above 1920.
 */
export function getBackgroundImageWidth(width?: number | null): number {
  const wanted = width && width > 0 ? width : 800;
  const rounded = Math.ceil(wanted / 100) * 100;
  return rounded > 1920 ? 1900 : rounded;
}

/**
 * The URL of a background image in the width it is shown in. URLs longer than 1000
 * characters are refused with 'Url is too long'.
 */
export function getBackgroundImageUrl(url: string, width?: number | null): string {
  if (url.length > maxBackgroundUrlLength) throw new RangeError('Url is too long');
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}width=${getBackgroundImageWidth(width)}${hash}`;
}

const cssLength = /^-?\d+(\.\d+)?(px|rem|em|%|vh|vw)?$/;
const cssColor = /^(#[\da-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]+)$/i;
const backgroundSizes: Record<string, string> = { cover: 'cover', contain: 'contain', auto: 'auto' };

function safeLength(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && cssLength.test(trimmed) ? trimmed : undefined;
}

function backgroundImageStyle(entity: CmsLayoutEntity): CSSProperties {
  const media = entity.backgroundMedia;
  if (!media?.url || !/^(https?:\/\/|\/)/i.test(media.url)) return {};
  try {
    const url = getBackgroundImageUrl(media.url, media.metaData?.width);
    return {
      backgroundImage: `url("${url.replace(/["\\\n\r]/g, encodeURIComponent)}")`,
      backgroundSize: backgroundSizes[entity.backgroundMediaMode ?? 'cover'] ?? 'cover',
    };
  } catch {
    // A refused URL only costs the background; the content still renders.
    return {};
  }
}

/**
 * Class names and inline style of a section or block from its layout config: CSS classes,
 * device visibility, sizing mode, background colour and image, margins.
 */
export function getCmsLayoutConfig(entity: CmsLayoutEntity): CmsLayoutConfig {
  const classes = [...(entity.cssClass ?? '').split(/\s+/).filter(Boolean), ...getVisibilityClasses(entity.visibility)];
  if (entity.sizingMode === 'boxed') classes.push(styles.boxed);
  else if (entity.sizingMode === 'full_width') classes.push(styles.fullWidth);

  const style: CSSProperties = { ...backgroundImageStyle(entity) };
  const color = entity.backgroundColor?.trim();
  if (color && cssColor.test(color)) style.backgroundColor = color;
  const margins = {
    marginTop: safeLength(entity.marginTop),
    marginRight: safeLength(entity.marginRight),
    marginBottom: safeLength(entity.marginBottom),
    marginLeft: safeLength(entity.marginLeft),
  };
  for (const [key, value] of Object.entries(margins)) if (value !== undefined) style[key as keyof typeof margins] = value;

  return { className: classes.join(' '), style };
}
