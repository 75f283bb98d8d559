import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLink, isSafeHref, LinkProvider, type AppLinkProps } from './link';

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

describe('unsafe hrefs', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' data:text/html,<b>x</b>', 'vbscript:msgbox', 'file:///etc/passwd'])(
    'never links %s',
    (href) => {
      expect(isSafeHref(href)).toBe(false);
      render(<AppLink href={href}>Bad</AppLink>);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Bad')).toBeInTheDocument();
    },
  );

  it('keeps paths, fragments, http(s), mailto and tel', () => {
    for (const href of ['/fr/', '#main', '?p=2', 'https://www.example.ch/', 'mailto:service@gipfel.example', 'tel:+41310000000']) {
      expect(isSafeHref(href)).toBe(true);
    }
  });
});
