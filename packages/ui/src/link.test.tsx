import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLink, LinkProvider, type AppLinkProps } from './link';

function RouterLink({ href, children, ...props }: AppLinkProps) {
  return (
    <a data-router="yes" href={`#router${href}`} {...props}>
      {children}
    </a>
  );
}

describe('AppLink', () => {
  it('renders a plain anchor without a provider', () => {
    render(<AppLink href="/fr/chocolat">Chocolat</AppLink>);
    expect(screen.getByRole('link', { name: 'Chocolat' })).toHaveAttribute('href', '/fr/chocolat');
  });

  it("uses the host's link for internal paths and a plain anchor for external URLs", () => {
    render(
      <LinkProvider component={RouterLink}>
        <AppLink href="/tee/">Tee</AppLink>
        <AppLink href="https://www.example.ch/">Extern</AppLink>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Tee' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Extern' })).not.toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: 'Extern' })).toHaveAttribute('href', 'https://www.example.ch/');
  });
});
