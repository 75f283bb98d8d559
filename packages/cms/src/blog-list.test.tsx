import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogPosts } from './blog-fixtures';
import { BlogList } from './blog-list';
import { BlogPostCard } from './blog-post-card';
import { expectNoAxeViolations, renderWithI18n } from './blog-test-utils';

const href = (post: { id: string }) => `/fr/news/blog/${post.id}`;

describe('BlogPostCard', () => {
  it('links the title to the post and shows date, author, teaser and a decorative cover', async () => {
    const post = blogPosts[0]!;
    const { container } = renderWithI18n(<BlogPostCard post={post} href={href(post)} />, 'fr');
    const link = screen.getByRole('link', { name: post.title });
    expect(link).toHaveAttribute('href', href(post));
    expect(screen.getByRole('heading', { level: 2, name: post.title })).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveAttribute('dateTime', post.publishedAt);
    expect(container.querySelector('time')).toHaveTextContent('28 octobre 2026');
    expect(screen.getByText('Par Anna Zürcher')).toBeInTheDocument();
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '1600');
    expect(image.getAttribute('srcset')).toContain('800w');
    await expectNoAxeViolations(container);
  });
});

describe('BlogList', () => {
  it('lists the posts with page links that work without JavaScript', async () => {
    const { container } = renderWithI18n(<BlogList posts={blogPosts} postHref={href} page={1} total={11} limit={6} />, 'de');
    const list = screen.getByRole('list', { name: 'Beiträge' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(blogPosts.map((post) => post.title));
    const pages = screen.getByRole('navigation');
    expect(within(pages).getByRole('link', { name: /2/ })).toHaveAttribute('href', '?p=2');
    await expectNoAxeViolations(container);
  });

  it('marks the current page and links back to page 1 without p', () => {
    renderWithI18n(<BlogList posts={blogPosts.slice(0, 5)} postHref={href} page={2} total={11} limit={6} />, 'en');
    const pages = screen.getByRole('navigation');
    expect(within(pages).getByRole('link', { current: 'page' })).toHaveTextContent('2');
    const first = within(pages).getAllByRole('link').find((link) => link.textContent === '1')!;
    expect(first.getAttribute('href')).not.toContain('p=');
  });

  it.each([
    ['de', 'Zurzeit gibt es keine Beiträge'],
    ['en', 'There are no posts at the moment'],
    ['fr', 'Aucun article pour le moment'],
  ] as const)('says so when there are no posts (%s)', async (language, text) => {
    const { container } = renderWithI18n(<BlogList posts={[]} postHref={href} page={1} total={0} limit={6} />, language);
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
