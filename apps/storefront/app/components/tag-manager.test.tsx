import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemixStub } from '@remix-run/testing';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@gipfel/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@gipfel/i18n';
import { expectNoAxeViolations } from '../../../../packages/account/src/test-utils';
import { consentFromCookie } from '../lib/session/consent';
import { i18nFromTexts } from '../lib/i18n/i18n';
import { textsFor } from '../lib/i18n/i18n.server';
import { readServerEnv } from '../lib/server/env.server';
import { contentSecurityPolicy } from '../lib/security/security-headers.server';
import { parseExternalHosts, parseTagManagerId, tagManagerOrigin } from '../lib/config/shell-config';
import { TagManager, type TagManagerProps } from './tag-manager';

function renderTagManager(props: TagManagerProps, language: LanguageCode = 'en') {
  const Stub = createRemixStub([{ path: '*', Component: () => <TagManager {...props} /> }]);
  return render(
    <I18nextProvider i18n={i18nFromTexts(language, textsFor(language, {}), false)}>
      <Stub initialEntries={['/en/tee/?p=2']} />
    </I18nextProvider>,
  );
}

const tagScripts = () => document.head.querySelectorAll(`script[src^="${tagManagerOrigin}"]`);

afterEach(() => {
  for (const script of tagScripts()) script.remove();
  document.cookie = 'gipfel_consent=; Max-Age=0; Path=/';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('tag manager id', () => {
  it.each(['UA-12345678-1', 'UA-1234-12', 'G-AB12CD34EF', 'G-ABCDEF'])('accepts %s', (id) => {
    expect(parseTagManagerId(id, true)).toEqual({ id, debug: false });
  });

  it('turns the debug flag on outside production and treats an empty id as none', () => {
    expect(parseTagManagerId('G-AB12CD34EF', false)).toEqual({ id: 'G-AB12CD34EF', debug: true });
    expect(parseTagManagerId(undefined, true)).toBeNull();
    expect(parseTagManagerId('  ', true)).toBeNull();
  });

  it.each(['GTM-ABC1234', 'UA-12345678', 'UA-ABC-1', 'ua-12345678-1', 'G-', 'g-ab12cd34ef', 'G-AB12CD34EF<script>', 'AW-123456789', 'X-12345678-1', 'UA-12345678-1 '.repeat(2)])(
    'rejects %j at start-up with a clear message',
    (id) => {
      expect(() => parseTagManagerId(id, true)).toThrow(/TAG_MANAGER_ID .* is not a valid tag manager id: use the long three-part form UA-.* or the short analytics form G-/);
    },
  );
});

describe('start-up configuration', () => {
  it('fails on a bad tag manager id or external host and keeps the defaults otherwise', () => {
    expect(() => readServerEnv({ TAG_MANAGER_ID: 'GTM-ABC1234' })).toThrow(/TAG_MANAGER_ID "GTM-ABC1234"/);
    expect(() => readServerEnv({ STOREFRONT_EXTERNAL_HOSTS: 'not a host' })).toThrow(/STOREFRONT_EXTERNAL_HOSTS/);
    expect(readServerEnv({})).toMatchObject({ tagManager: null, externalHosts: ['www.instagram.com'] });
    expect(readServerEnv({ TAG_MANAGER_ID: 'UA-12345678-1', NODE_ENV: 'development' }).tagManager).toEqual({ id: 'UA-12345678-1', debug: true });
  });
});

describe('external hosts', () => {
  it('defaults to the demo shop Instagram, allows none when empty, and rejects junk', () => {
    expect(parseExternalHosts(undefined)).toEqual(['www.instagram.com']);
    expect(parseExternalHosts('')).toEqual([]);
    expect(parseExternalHosts(' WWW.Instagram.com, https://shop.example/path ,www.instagram.com')).toEqual(['www.instagram.com', 'shop.example']);
    expect(() => parseExternalHosts('javascript:alert(1)')).toThrow(/STOREFRONT_EXTERNAL_HOSTS/);
    expect(() => parseExternalHosts('evil.example/path')).toThrow(/not a host name/);
  });
});

describe('content security policy and the tag manager', () => {
  const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

  it('allows nothing outside without an id; with one, the tag manager and where Analytics sends its hits', () => {
    const without = contentSecurityPolicy({ nonce: 'n', storeApiOrigin: 'http://127.0.0.1:8787' });
    expect(without).not.toContain('google');
    const withId = directives(contentSecurityPolicy({ nonce: 'n', storeApiOrigin: 'http://127.0.0.1:8787', tagManagerOrigin }));
    expect(withId['script-src']).toBe(`'self' 'nonce-n' ${tagManagerOrigin}`);
    expect(withId['connect-src']).toBe(`'self' ${tagManagerOrigin} https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com`);
    expect(withId['img-src']).toBe("'self' data: blob: http://127.0.0.1:8787 https://*.google-analytics.com https://*.googletagmanager.com");
    expect(withId['frame-src']).not.toContain('google');
  });
});

describe('TagManager', () => {
  const config = { id: 'G-AB12CD34EF', debug: true };

  it('renders and loads nothing without an id', () => {
    const { container } = renderTagManager({ config: null });
    expect(container.querySelector('section')).toBeNull();
    expect(tagScripts()).toHaveLength(0);
  });

  it('asks first, loads nothing before the answer, and loads the tag with debug mode after "allow"', async () => {
    renderTagManager({ config });
    const banner = await screen.findByRole('region', { name: 'Consent to analytics' });
    expect(tagScripts()).toHaveLength(0);
    // A plain form for shoppers without JavaScript, coming back to the same page.
    const form = banner.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/api/consent');
    expect(form.querySelector('input[name="returnTo"]')).toHaveValue('/en/tee/?p=2');
    await expectNoAxeViolations(banner);

    // Keyboard: tab to "Allow" and press Enter.
    const user = userEvent.setup();
    await user.tab();
    expect(within(banner).getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.tab();
    expect(within(banner).getByRole('button', { name: 'Allow' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Consent to analytics' })).toBeNull();
    expect(consentFromCookie(document.cookie)).toBe('granted');
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]).toHaveAttribute('src', `${tagManagerOrigin}/gtag/js?id=G-AB12CD34EF`);
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => [...args]);
    expect(layer).toContainEqual(['config', 'G-AB12CD34EF', { debug_mode: true }]);
  });

  it('loads nothing after "decline", and nothing is asked again', async () => {
    renderTagManager({ config });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(consentFromCookie(document.cookie)).toBe('denied');
    expect(screen.queryByRole('region')).toBeNull();
    expect(tagScripts()).toHaveLength(0);
  });

  it('loads the tag at once when consent was given before, without a banner', async () => {
    document.cookie = 'gipfel_consent=granted; Path=/';
    renderTagManager({ config });
    await screen.findByText((_, el) => el === document.body);
    expect(screen.queryByRole('region')).toBeNull();
    expect(tagScripts()).toHaveLength(1);
  });

  it('asks nothing again when the cookie says "decline"', async () => {
    document.cookie = 'gipfel_consent=denied; Path=/';
    renderTagManager({ config });
    await screen.findByText((_, el) => el === document.body);
    expect(screen.queryByRole('region')).toBeNull();
    expect(tagScripts()).toHaveLength(0);
  });

  it('renders the same on the server whatever the cookie says: a shared cache keeps one copy (decision 0036)', () => {
    const Stub = createRemixStub([{ path: '*', Component: () => <TagManager config={config} /> }]);
    // The stub's router warns that its layout effects do not run on the server.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = (cookie: string) => {
      document.cookie = cookie;
      return renderToString(
        <I18nextProvider i18n={i18nFromTexts('en', textsFor('en', {}), false)}>
          <Stub initialEntries={['/en/']} />
        </I18nextProvider>,
      );
    };
    const without = html('gipfel_consent=; Max-Age=0; Path=/');
    expect(without).not.toContain('Consent to analytics');
    expect(html('gipfel_consent=granted; Path=/')).toBe(without);
    expect(html('gipfel_consent=denied; Path=/')).toBe(without);
    quiet.mockRestore();
  });

  it.each([
    ['de', 'Einwilligung für Statistik', 'Zulassen'],
    ['fr', 'Consentement aux statistiques', 'Accepter'],
  ] as const)('speaks %s', async (language, label, accept) => {
    renderTagManager({ config }, language);
    const banner = await screen.findByRole('region', { name: label });
    expect(within(banner).getByRole('button', { name: accept })).toBeTruthy();
  });
});
