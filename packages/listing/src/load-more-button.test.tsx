import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { LoadMoreButton } from './load-more-button';
import { a11yViolations, renderIn } from './test-utils';

describe('LoadMoreButton', () => {
  it('loads more with JavaScript and shows the progress (de)', () => {
    const onLoadMore = vi.fn();
    renderIn('de', <LoadMoreButton shown={10} total={42} page={1} onLoadMore={onLoadMore} />);
    expect(screen.getByText('10 von 42 Produkten angezeigt')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Produkte laden' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('is a link to the next page without a handler (fr)', () => {
    renderIn('fr', <LoadMoreButton shown={10} total={42} page={2} criteria={{ order: 'name-asc' }} />);
    expect(screen.getByRole('link', { name: 'Afficher plus de produits' })).toHaveAttribute('href', '?order=name-asc&p=3');
  });

  it('says it is loading and offers nothing once all are shown (en)', () => {
    const loading = renderIn('en', <LoadMoreButton shown={10} total={42} page={1} onLoadMore={() => {}} loading />);
    expect(screen.getByRole('button', { name: /Loading more products/ })).toHaveAttribute('aria-busy', 'true');
    loading.unmount();
    renderIn('en', <LoadMoreButton shown={42} total={42} page={5} onLoadMore={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('announces the loaded products politely and shows a failure as an alert (en)', () => {
    const { rerender } = renderIn('en', <LoadMoreButton shown={20} total={42} page={2} onLoadMore={() => {}} announcement="10 more products loaded" />);
    expect(screen.getByRole('status')).toHaveTextContent('10 more products loaded');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<LoadMoreButton shown={20} total={42} page={2} onLoadMore={() => {}} error="More products could not be loaded. Please try again." />);
    expect(screen.getByRole('alert')).toHaveTextContent('More products could not be loaded');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <LoadMoreButton shown={10} total={42} page={1} onLoadMore={() => {}} />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
