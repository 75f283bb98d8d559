import { describe, expect, it } from 'vitest';
import type { NavItem } from '@gipfel/cms';
import { serviceLinks } from './service-links';

const entry = (id: string, name: string, href: string | null, external = false): NavItem => ({ id, name, href, external, newTab: false, children: [] });
const own = [
  { id: 'own-contact', name: 'Kontaktformular', path: '/contact' },
  { id: 'own-news', name: 'News', path: '/news' },
];

describe('serviceLinks', () => {
  it('leaves out a shop entry that the route of an own page takes (a trailing slash aside)', () => {
    const links = serviceLinks([entry('contact', 'Contact', '/en/contact/'), entry('imprint', 'Imprint', '/en/Imprint/')], own, 'en');
    expect(links.map((link) => [link.name, link.href])).toEqual([
      ['Imprint', '/en/Imprint/'],
      ['Kontaktformular', '/en/contact'],
      ['News', '/en/news'],
    ]);
  });

  it('keeps a shop page whose path differs from ours only by case: our routes match case-sensitively', () => {
    const links = serviceLinks([entry('contact', 'Contact', '/fr/Contact/')], own, 'fr');
    expect(links.map((link) => [link.name, link.href])).toEqual([
      ['Contact', '/fr/Contact/'],
      ['Kontaktformular', '/fr/contact'],
      ['News', '/fr/news'],
    ]);
  });

  it('keeps the shop pages that are other pages, headings and external links', () => {
    const service = [entry('contact', 'Kontakt', '/Kontakt/'), entry('heading', 'Hilfe', null), entry('ext', 'Contact', 'https://example.ch/contact', true)];
    expect(serviceLinks(service, own, 'de').map((link) => link.href)).toEqual(['/Kontakt/', null, 'https://example.ch/contact', '/contact', '/news']);
  });
});
