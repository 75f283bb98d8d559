import { describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import { deepFreeze } from '@gipfel/api/host';
import cmsFixture from '../../../../fixtures/shopware-responses/CmsPage.json';
import { BlogPostView } from '../blog-post-view';
import { blogPost, hostileContent } from '../blog-fixtures';
import { renderWithI18n } from '../blog-test-utils';
import { RichTextProvider } from './rich-text-context';
import { sanitizeCmsPage, withSanitizedHtml } from './server';

const page = cmsFixture.cmsPage as unknown as Schemas['CmsPage'];
const hostile = '<p onclick="alert(1)">Hi<script>alert(1)</script><a href="https://evil.example" style="position:fixed">Sale</a></p>';
const policy = { links: { externalHosts: ['www.instagram.com'] }, blockedLinkTitle: 'Not linked' };

function pageWith(slots: unknown[]): Schemas['CmsPage'] {
  return { ...page, sections: [{ ...page.sections![0]!, blocks: [{ ...page.sections![0]!.blocks![0]!, slots }] }] } as unknown as Schemas['CmsPage'];
}

describe('sanitizeCmsPage (in the loader)', () => {
  it('sanitises text elements (data, config and its translation) and the description of a product-description-reviews', () => {
    const input = pageWith([
      { type: 'text', slot: 'a', data: { content: hostile }, config: { content: { value: hostile } }, translated: { config: { content: { value: hostile } } } },
      { type: 'product-description-reviews', slot: 'b', data: { product: { id: 'p', description: hostile, translated: { description: hostile, name: 'Zopf' } } } },
      { type: 'image', slot: 'c', data: { content: hostile } },
    ]);
    const before = JSON.stringify(input);
    const slots = sanitizeCmsPage(input, policy).sections![0]!.blocks![0]!.slots! as unknown as { data: Record<string, unknown>; config?: unknown; translated?: unknown }[];
    const clean = '<p>Hi<span title="Not linked" data-link-blocked="">Sale</span></p>';
    expect(slots[0]!.data.content).toBe(clean);
    expect(slots[0]!.config).toEqual({ content: { value: clean } });
    expect(slots[0]!.translated).toEqual({ config: { content: { value: clean } } });
    expect(slots[1]!.data.product).toEqual({ id: 'p', description: clean, translated: { description: clean, name: 'Zopf' } });
    // Elements that render no HTML are left as they are, and so is the page given.
    expect(slots[2]!.data.content).toBe(hostile);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('sanitises a shared (frozen) page once per link policy, and keeps a few policies per page only', () => {
    const shared = deepFreeze(pageWith([{ type: 'text', slot: 'a', data: { content: hostile } }]));
    const first = sanitizeCmsPage(shared, policy);
    expect(sanitizeCmsPage(shared, policy)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const other = sanitizeCmsPage(shared, {});
    expect(other).not.toBe(first);
    // Origins from the request's host must not grow the cache without bound.
    for (let i = 0; i < 20; i++) sanitizeCmsPage(shared, { links: { externalHosts: [], origin: `https://host-${i}.example` } });
    expect(sanitizeCmsPage(shared, policy)).not.toBe(first);
  });
});

describe('withSanitizedHtml (in the loader)', () => {
  it('sanitises a field and its translated copy, and changes nothing else', () => {
    const post = blogPost({ content: hostileContent, translated: { content: hostileContent, title: 'T' } } as never);
    const clean = withSanitizedHtml(post, 'content');
    expect(clean.content).not.toMatch(/script|onerror|onclick/i);
    expect(clean.translated?.content).toBe(clean.content);
    expect(clean.translated?.title).toBe('T');
    expect(post.content).toBe(hostileContent);
    expect({ ...clean, content: post.content, translated: post.translated }).toEqual(post);
  });
});

describe("RichTextProvider 'on-server'", () => {
  it('renders what the loader sanitised as it is, and the same as a browser sanitiser would', () => {
    const post = blogPost({ content: hostileContent, translated: { content: hostileContent } } as never);
    const browser = renderWithI18n(<BlogPostView post={post} />).container.querySelector('article > div')!.innerHTML;
    const { container } = renderWithI18n(
      <RichTextProvider sanitize="on-server">
        <BlogPostView post={withSanitizedHtml(post, 'content')} />
      </RichTextProvider>,
    );
    expect(container.querySelector('article > div')!.innerHTML).toBe(browser);
    expect(browser).toContain('<p>Gipfel</p>');
    expect(container.querySelector('script, [onerror], [onclick]')).toBeNull();
  });
});
