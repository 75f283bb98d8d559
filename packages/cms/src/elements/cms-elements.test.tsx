import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { Schemas } from '@gipfel/api';
import cmsFixture from '../../../../fixtures/shopware-responses/CmsPage.json';
import { CmsElementImage, getImageSrcSet } from './cms-element-image';
import { LinkProvider, type AppLinkProps } from '@gipfel/ui';
import { CmsElementText } from './cms-element-text';
import { sanitizeHtmlInBrowser } from '../rich-text/browser';
import { RichTextProvider, type RichTextMode } from '../rich-text/rich-text-context';
import { sanitizeCmsPage } from '../rich-text/server';
import type { SanitizeHtmlOptions } from '../rich-text/policy';

const block = cmsFixture.cmsPage.sections[0]!.blocks[0]! as unknown as Schemas['CmsBlock'];
const slots = block.slots;
const textSlot = slots.find((slot) => slot.type === 'text')!;
const imageSlot = slots.find((slot) => slot.type === 'image')!;

function withData(slot: Schemas['CmsSlot'], data: Record<string, unknown>): Schemas['CmsSlot'] {
  return { ...slot, data: { ...(slot.data as object), ...data } } as unknown as Schemas['CmsSlot'];
}

/**
 * The two ways a host makes rich text safe: the loader sanitises the page on the server and the
 * element renders it as it is, or the element sanitises in the browser.
 */
const modes: [string, RichTextMode, (slot: Schemas['CmsSlot'], options?: SanitizeHtmlOptions) => Schemas['CmsSlot']][] = [
  ['sanitised by the loader', 'on-server', (slot, options) => sanitizeCmsPage({ sections: [{ blocks: [{ slots: [slot] }] }] } as unknown as Schemas['CmsPage'], options).sections![0]!.blocks![0]!.slots![0]!],
  ['sanitised in the browser', sanitizeHtmlInBrowser, (slot) => slot],
];

describe.each(modes)('CmsElementText, %s', (_name, mode, prepare) => {
  const Text = ({ slot, options }: { slot: Schemas['CmsSlot']; options?: SanitizeHtmlOptions }) => (
    <RichTextProvider sanitize={mode}>
      <CmsElementText slot={prepare(slot, options)} block={block} />
    </RichTextProvider>
  );

  it('renders the fixture text', () => {
    render(<Text slot={textSlot} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fresh ideas for hot summer days');
  });

  it('sanitises what the editor stored', () => {
    const { container } = render(
      <Text slot={withData(textSlot, { content: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:x">x</a></p>' })} />,
    );
    expect(container.innerHTML).not.toMatch(/script|onclick|javascript/);
    expect(container).toHaveTextContent('Hi x');
  });

  it('keeps no overlay and links only to the host’s allowed sites', () => {
    const Link = ({ href, children }: AppLinkProps) => <a href={href}>{children}</a>;
    const { container } = render(
      <LinkProvider component={Link} externalHosts={['www.instagram.com']}>
        <Text
          slot={withData(textSlot, { content: '<p><a href="https://evil.example" style="position:fixed;inset:0;z-index:2147483647;background:#fff">Session expired…</a> <a href="https://www.instagram.com/gipfel">Instagram</a></p>' })}
          options={{ links: { externalHosts: ['www.instagram.com'] } }}
        />
      </LinkProvider>,
    );
    expect(container.querySelector('[style*="position"], [style*="z-index"], [style*="inset"]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Session expired…' })).toBeNull();
    expect(screen.getByText('Session expired…')).toHaveAttribute('data-link-blocked');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/gipfel');
  });

  it('falls back to the config content and renders nothing when empty', () => {
    const fromConfig = { ...textSlot, data: undefined, translated: { ...textSlot.translated, config: { content: { value: '<p>Config</p>' } } } };
    const { container, rerender } = render(<Text slot={fromConfig as Schemas['CmsSlot']} />);
    expect(container).toHaveTextContent('Config');
    rerender(<Text slot={withData(textSlot, { content: '  ' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CmsElementText without a RichTextProvider', () => {
  it('reads nothing of the HTML as markup: it shows as text', () => {
    const { container } = render(<CmsElementText slot={withData(textSlot, { content: '<img src=x onerror="alert(1)"><b>Hi</b>' })} block={block} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"><b>Hi</b>');
  });
});

describe('CmsElementImage', () => {
  const media = (imageSlot.data as unknown as { media: Schemas['Media'] }).media;
  const withThumbnails = {
    ...media,
    translated: { ...media.translated, alt: 'Picknick am See' },
    thumbnails: [
      { id: 'b', mediaId: media.id, url: 'https://cdn.example/t/800.webp', width: 800, height: 533 },
      { id: 'a', mediaId: media.id, url: 'https://cdn.example/t/400.webp', width: 400, height: 267 },
    ],
  } as Schemas['Media'];

  it('renders the fixture image with its size and an empty alt when none is given', () => {
    render(<CmsElementImage slot={imageSlot} block={block} />);
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('width', '1920');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveStyle({ objectFit: 'cover', minHeight: '540px' });
  });

  it('builds a srcset from the thumbnails plus the larger original', () => {
    expect(getImageSrcSet(withThumbnails)).toBe(
      `https://cdn.example/t/400.webp 400w, https://cdn.example/t/800.webp 800w, ${media.url} 1920w`,
    );
    render(<CmsElementImage slot={withData(imageSlot, { media: withThumbnails })} block={block} />);
    expect(screen.getByRole('img', { name: 'Picknick am See' })).toHaveAttribute('srcset', expect.stringContaining('400w'));
  });

  it('escapes commas of file URLs but keeps the one a data URL needs', () => {
    const data = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    const mixed = { ...withThumbnails, thumbnails: [{ width: 400, height: 225, url: data }, { width: 800, height: 450, url: 'https://cdn.example/a,b 1.webp' }] } as Schemas['Media'];
    expect(getImageSrcSet(mixed)).toBe(`${data} 400w, https://cdn.example/a%2Cb%201.webp 800w, ${media.url} 1920w`);
  });

  it('links the image when the editor set a safe URL', async () => {
    const { container } = render(
      <CmsElementImage slot={withData(imageSlot, { media: withThumbnails, url: '/sommer', newTab: true })} block={block} />,
    );
    const link = screen.getByRole('link', { name: 'Picknick am See' });
    expect(link).toHaveAttribute('href', '/sommer');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('ignores an unsafe link and renders nothing without media', () => {
    const { container, rerender } = render(<CmsElementImage slot={withData(imageSlot, { url: 'javascript:alert(1)' })} block={block} />);
    expect(container.querySelector('a')).toBeNull();
    rerender(<CmsElementImage slot={withData(imageSlot, { media: null })} block={block} />);
    expect(container).toBeEmptyDOMElement();
  });
});
