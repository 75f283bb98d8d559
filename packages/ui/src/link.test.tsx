import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLink, classifyHref, isSafeHref, LinkProvider, useLinkPolicy, type AppLinkProps } from './link';

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

describe('classifyHref: the external host allowlist', () => {
  const policy = { externalHosts: ['www.instagram.com'], origin: 'https://shop.gipfel.example' };

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'java\u0001script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:text/html,x',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://evil.example/1',
    'filesystem:https://evil.example/x',
    'jar:https://evil.example/x',
  ])('is unsafe: %j', (href) => {
    expect(classifyHref(href, policy)).toEqual({ kind: 'unsafe' });
  });

  it.each([
    'https://evil.example/',
    'HTTPS://EVIL.EXAMPLE/',
    'http://evil.example',
    '//evil.example',
    '///evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    '\\/evil.example',
    'https:evil.example',
    'http:evil.example',
    ' https://evil.example ',
    'https://www.instagram.com.evil.example/',
    'https://www.instagram.com@evil.example/',
    'https://user:pw@www.instagram.com/',
    'https://instagram.com/',
  ])('blocks an external site that is not allowlisted: %j', (href) => {
    expect(classifyHref(href, policy)).toEqual({ kind: 'blocked' });
  });

  it.each(['https://www.instagram.com/', 'HTTPS://WWW.INSTAGRAM.COM/gipfel', 'http://www.instagram.com:443/x', '//www.instagram.com/p'])(
    'allows an allowlisted host: %j',
    (href) => {
      expect(classifyHref(href, policy).kind).toBe('external');
    },
  );

  it.each(['/tee/', '/en/', '?page=2', '#main', 'relative/path', '/%2F%2Fevil.example', '%2F%2Fevil.example', 'java%73cript:alert(1)', '/?next=https://evil.example'])(
    'keeps paths on our site: %j',
    (href) => {
      expect(classifyHref(href, policy)).toEqual({ kind: 'internal', href });
    },
  );

  it.each(['/Gruyère-AOP/GF-10020', '/fr/fromage/?order=price-asc#grid', '/'])('takes a plain root path as it stands, the same as the full check would: %j', (href) => {
    expect(classifyHref(href, policy)).toEqual({ kind: 'internal', href });
    // What the full check makes of the same path with a character that forces it (a trailing tab).
    expect(classifyHref(`${href}\t`, policy)).toEqual({ kind: 'internal', href: `${href}\t` });
  });

  it.each(['//evil.example/x', '/\\evil.example', '/\t/evil.example', ' //evil.example'])('never takes another site for a root path: %j', (href) => {
    expect(classifyHref(href, policy).kind).not.toBe('internal');
  });

  it('treats absolute URLs to our own origin as internal paths', () => {
    expect(classifyHref('https://shop.gipfel.example/fr/?a=1#b', policy)).toEqual({ kind: 'internal', href: '/fr/?a=1#b' });
  });

  it('lets mailto: and tel: through and every http(s) site when no allowlist is configured', () => {
    expect(classifyHref('mailto:service@gipfel.example', policy).kind).toBe('external');
    expect(classifyHref('tel:+41310000000', policy).kind).toBe('external');
    expect(classifyHref('https://evil.example/').kind).toBe('external');
    expect(classifyHref('https://evil.example/', { externalHosts: [] }).kind).toBe('blocked');
  });
});

describe('AppLink with an allowlist', () => {
  it('links allowlisted sites with noopener as a plain anchor and renders others as text with a title', () => {
    render(
      <LinkProvider component={RouterLink} externalHosts={['www.instagram.com']}>
        <AppLink href="https://www.instagram.com/" rel="me">
          Instagram
        </AppLink>
        <AppLink href="https://evil.example/">Evil</AppLink>
        <AppLink href="javascript:alert(1)">Script</AppLink>
      </LinkProvider>,
    );
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    expect(instagram).not.toHaveAttribute('data-router');
    expect(instagram).toHaveAttribute('rel', 'me noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(screen.getByText('Evil')).toHaveAttribute('title', 'externalLinkBlocked');
    expect(screen.queryByRole('link', { name: 'Script' })).toBeNull();
  });
});

describe('useLinkPolicy', () => {
  function Policy() {
    return <output>{JSON.stringify(useLinkPolicy())}</output>;
  }

  it('reads the provider’s allowlist and origin, and nothing without a provider', () => {
    const { unmount } = render(<Policy />);
    expect(screen.getByRole('status')).toHaveTextContent('{}');
    unmount();
    render(
      <LinkProvider component={RouterLink} externalHosts={['www.instagram.com']} origin="https://shop.gipfel.example">
        <Policy />
      </LinkProvider>,
    );
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ externalHosts: ['www.instagram.com'], origin: 'https://shop.gipfel.example' });
  });
});
