import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type AppLinkProps } from '@gipfel/ui';
import { blogPost, hostileContent } from './blog-fixtures';
import { BlogPostView } from './blog-post-view';
import { expectNoAxeViolations, renderWithI18n } from './blog-test-utils';

describe('BlogPostView', () => {
  it('shows title as h1, date, author, cover, body and related products', async () => {
    const post = blogPost();
    const { container } = renderWithI18n(<BlogPostView post={post} currency="CHF" />, 'de');
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    const time = container.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', post.publishedAt);
    expect(time).toHaveTextContent('28. Oktober 2026');
    expect(screen.getByText('Von Anna Zürcher')).toBeInTheDocument();
    expect(screen.getByText('Käse')).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: post.title });
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '900');
    expect(cover.getAttribute('srcset')).toContain('#alpkaese-sommer-400 400w');
    const article = screen.getByRole('article', { name: post.title });
    expect(within(article).getByRole('heading', { level: 2, name: 'Die Schritte bis zum Laib' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'über die Alpen' })).toHaveAttribute('href', 'https://www.myswitzerland.com/');
    const related = screen.getByRole('region', { name: 'Passende Produkte' });
    expect(within(related).getAllByRole('link').length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
  });

  it.each([
    ['en', '28 October 2026', 'By Anna Zürcher', 'Related products'],
    ['fr', '28 octobre 2026', 'Par Anna Zürcher', 'Produits associés'],
  ] as const)('formats the date and texts in %s', async (language, date, author, related) => {
    const { container } = renderWithI18n(<BlogPostView post={blogPost()} currency="CHF" />, language);
    expect(container.querySelector('time')).toHaveTextContent(date);
    expect(screen.getByText(author)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: related })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('sanitises the body: no script, no event handler, no javascript: link', async () => {
    const { container } = renderWithI18n(<BlogPostView post={blogPost({ content: hostileContent, translated: { title: 'T', teaser: '', content: hostileContent } })} />);
    const article = container.querySelector('article')!;
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror], [onclick]')).toBeNull();
    expect(article.innerHTML).not.toContain('javascript:');
    expect(article).toHaveTextContent('Gipfel');
    await expectNoAxeViolations(container);
  });

  it('turns the overlay link of the review into text with the host’s allowlist', async () => {
    const content = '<p><a href="https://evil.example" style="position:fixed;inset:0;z-index:2147483647;background:#fff">Session expired…</a> <a href="https://www.instagram.com/gipfel">Instagram</a></p>';
    const Link = ({ href, children }: AppLinkProps) => <a href={href}>{children}</a>;
    const { container } = renderWithI18n(
      <LinkProvider component={Link} externalHosts={['www.instagram.com']}>
        <BlogPostView post={blogPost({ content, translated: { title: 'T', teaser: '', content } })} />
      </LinkProvider>,
      'en',
    );
    const article = container.querySelector('article')!;
    expect(article.querySelector('[style]')).toBeNull();
    expect(within(article).queryByRole('link', { name: 'Session expired…' })).toBeNull();
    expect(within(article).getByText('Session expired…')).toHaveAttribute('title', 'External site: not linked for your safety');
    expect(within(article).getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('localises the related products’ links', () => {
    renderWithI18n(<BlogPostView post={blogPost()} localizeHref={(path) => `/fr${path}`} />, 'fr');
    const related = screen.getByRole('region', { name: 'Produits associés' });
    for (const link of within(related).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/fr\//);
  });

  it('leaves out the cover and the related products when there are none', () => {
    const { container } = renderWithI18n(<BlogPostView post={blogPost({ media: null, relatedProducts: [] })} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
