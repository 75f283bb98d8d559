import { describe, expect, it } from 'vitest';
import { sanitizeHtmlInBrowser } from './browser';
import { isSafeUrl, sanitizeStyle, type RichTextSanitizer } from './policy';
import { sanitizeHtml as sanitizeOnServer } from './server';

// Every case runs through both sanitisers of the one policy: sanitize-html on the server and
// DOMPurify in the browser (here on jsdom's parser; e2e/rich-text.spec.ts runs the vectors in
// Chromium). The results are compared as a browser reads them (parsed and written again), so
// `<br />` and `<br>` are the same.
const sanitisers: [string, RichTextSanitizer][] = [
  ['server (sanitize-html)', sanitizeOnServer],
  ['browser (DOMPurify)', sanitizeHtmlInBrowser],
];

function asBrowserReadsIt(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

describe.each(sanitisers)('sanitizeHtml: %s', (_name, sanitizeHtmlRaw) => {
  const sanitizeHtml = (html: string, options?: Parameters<RichTextSanitizer>[1]) => asBrowserReadsIt(sanitizeHtmlRaw(html, options));

  describe('the policy', () => {
    it('keeps the formatting of the CMS text in CmsPage.json', () => {
      const html = '<h1>Fresh ideas for\u00a0<br />hot summer days</h1><br /><br /><h3>Summer is here.</h3>';
      expect(sanitizeHtml(html)).toBe(asBrowserReadsIt('<h1>Fresh ideas for\u00a0<br>hot summer days</h1><br><br><h3>Summer is here.</h3>'));
    });

    it('removes script, style and iframe with their content', () => {
      expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe(asBrowserReadsIt('<p>ab</p>'));
      expect(sanitizeHtml('<STYLE type="text/css">body{display:none}</style ><p>x</p>')).toBe(asBrowserReadsIt('<p>x</p>'));
      expect(sanitizeHtml('<iframe src="https://evil.example"><p>inside</p></iframe>ok')).toBe(asBrowserReadsIt('ok'));
      expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe(asBrowserReadsIt('ok'));
      expect(sanitizeHtml('<script>never closed <p>x</p>')).toBe(asBrowserReadsIt(''));
    });

    it('removes event handler attributes however they are written', () => {
      expect(sanitizeHtml('<img src="a.jpg" onerror="alert(1)" alt="A">')).toBe(asBrowserReadsIt('<img src="a.jpg" alt="A">'));
      expect(sanitizeHtml('<p ONCLICK=alert(1) title=lead>x</p>')).toBe(asBrowserReadsIt('<p title="lead">x</p>'));
      expect(sanitizeHtml('<p/onmouseover="alert(1)">x</p>')).toBe(asBrowserReadsIt('<p>x</p>'));
      expect(sanitizeHtml('<a title=\'x" onclick="alert(1)\' href="/a">x</a>')).toBe(asBrowserReadsIt(
        '<a title="x&quot; onclick=&quot;alert(1)" href="/a">x</a>'),
      );
    });

    it('drops javascript: and data: URLs, also when obfuscated', () => {
      expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe(asBrowserReadsIt('<a>x</a>'));
      expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe(asBrowserReadsIt('<a>x</a>'));
      expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe(asBrowserReadsIt('<a>x</a>'));
      expect(sanitizeHtml('<a href="javascript&colon;alert(1)">x</a>')).toBe(asBrowserReadsIt('<a>x</a>'));
      expect(sanitizeHtml('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe(asBrowserReadsIt('<img>'));
      expect(sanitizeHtml('<a href="https://gipfel.ch/rezepte?a=1&amp;b=2">x</a>')).toBe(asBrowserReadsIt('<a href="https://gipfel.ch/rezepte?a=1&amp;b=2">x</a>'));
    });

    it('adds noopener to links that open a new window', () => {
      expect(sanitizeHtml('<a href="https://x.ch" target="_blank" rel="opener">x</a>')).toBe(asBrowserReadsIt(
        '<a href="https://x.ch" target="_blank" rel="noopener noreferrer">x</a>'),
      );
    });

    it('drops class: the shop’s own classes could lay the text over the page', () => {
      expect(sanitizeHtml('<div class="backdrop overlay">x</div>')).toBe(asBrowserReadsIt('<div>x</div>'));
    });

    it('removes unknown tags but keeps their text, and drops dangerous styles', () => {
      expect(sanitizeHtml('<form action="/x"><input name="a"><b>bold</b></form>')).toBe(asBrowserReadsIt('<b>bold</b>'));
      expect(sanitizeHtml('<p style="text-align:center">x</p>')).toBe(asBrowserReadsIt('<p style="text-align:center">x</p>'));
      expect(sanitizeHtml('<p style="background:url(javascript:alert(1))">x</p>')).toBe(asBrowserReadsIt('<p>x</p>'));
    });

    it('returns balanced markup', () => {
      expect(sanitizeHtml('<div><p>open')).toBe(asBrowserReadsIt('<div><p>open</p></div>'));
      expect(sanitizeHtml('</div></div><p>x</p>')).toBe(asBrowserReadsIt('<p>x</p>'));
      expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe(asBrowserReadsIt('<ul><li>a<li>b</li></li></ul>'));
    });

    it('escapes stray angle brackets and drops comments and cut-off tags', () => {
      expect(sanitizeHtml('1 < 2 > 0')).toBe(asBrowserReadsIt('1 &lt; 2 &gt; 0'));
      expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b')).toBe(asBrowserReadsIt('ab'));
      expect(sanitizeHtml('a<img src=x onerror=alert(1)')).toBe(asBrowserReadsIt('a'));
      // Read as a browser does: one unknown tag named "scr<script", then plain text.
      expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe(asBrowserReadsIt('ipt&gt;alert(1)'));
    });
  });

  // Security review (docs/decisions/0031-security-review-choices.md): a link styled as a full-page overlay to another site survived the sanitiser.
  const overlay = '<a href="https://evil.example" style="position:fixed;inset:0;z-index:2147483647;background:#fff">Session expired…</a>';
  const policy = { externalHosts: ['www.instagram.com'], origin: 'https://shop.gipfel.example' };

  describe('sanitizeHtml: style', () => {
    it('drops the overlay of the review: positioning and stacking go, the link to another site becomes text', () => {
      expect(sanitizeHtml(overlay)).toBe(asBrowserReadsIt('<a href="https://evil.example">Session expired…</a>'));
      expect(sanitizeHtml(overlay, { links: policy, blockedLinkTitle: 'Link to an external site not allowed' })).toBe(asBrowserReadsIt(
        '<span title="Link to an external site not allowed" data-link-blocked="">Session expired…</span>'),
      );
    });

    it.each([
      'position:fixed',
      'POSITION:FIXED',
      'Position : Absolute',
      'position/**/:fixed',
      'position:/**/fixed',
      'posi/**/tion:fixed',
      'p\\osition:fixed',
      '\\70 osition:fixed',
      'position:fi\\78 ed',
      'position&colon;fixed',
      'position&#58;fixed',
      'position:sticky',
      'inset:0',
      'top:0',
      'left:-9999px',
      'right:0',
      'bottom:0',
      'z-index:2147483647',
      'transform:translate(-50vw,-50vh) scale(40)',
      'translate:10px',
      'margin-top:-500px',
      'margin:0 0 -200px',
      'width:100vw',
      'width:5000px',
      'height:100vh',
      'min-height:100vh',
      'display:contents',
      'display:block',
      'padding:9999px',
      'border:9999px solid #fff',
      'font-size:900px',
      'line-height:500',
      'background:#fff',
      'background-image:url(https://evil.example/x.png)',
      'color:var(--x)',
      'color:expression(alert(1))',
      'color:attr(title)',
      'width:calc(100vw)',
      'color:red !important',
      'color:red!IMPORTANT',
      'color:"red"',
      '-webkit-transform:scale(9)',
      'content:"x"',
      'filter:blur(2px)',
    ])('drops %j', (css) => {
      expect(sanitizeStyle(css)).toBe('');
      expect(sanitizeHtml(`<p style="${css.replace(/"/g, '&quot;')}">x</p>`)).toBe(asBrowserReadsIt('<p>x</p>'));
    });

    it('keeps colours, type, alignment, bounded spacing and borders, written anew', () => {
      expect(sanitizeHtml('<p style="text-align:center">x</p>')).toBe(asBrowserReadsIt('<p style="text-align:center">x</p>'));
      expect(sanitizeStyle('COLOR: #C0392B; Background-Color: rgb(255 240 200 / 50%);font-weight:BOLD')).toBe(
        'color:#c0392b;background-color:rgb(255 240 200 / 50%);font-weight:bold',
      );
      expect(sanitizeStyle('font-style:italic;text-decoration:underline wavy red;font-size:1.2em;line-height:1.5')).toBe(
        'font-style:italic;text-decoration:underline wavy red;font-size:1.2em;line-height:1.5',
      );
      expect(sanitizeStyle('margin:0 auto;padding:4px 8px;border:1px solid #ddd;width:50%;float:right')).toBe(
        'margin:0 auto;padding:4px 8px;border:1px solid #ddd;width:50%;float:right',
      );
      // Each declaration on its own: the good ones stay beside the dropped ones.
      expect(sanitizeStyle('position:fixed;color:red;z-index:9;/* note */text-align:right')).toBe('color:red;text-align:right');
    });
  });

  describe('sanitizeHtml: links and the external host allowlist', () => {
    it('keeps links to our own pages, allowlisted sites, mailto and tel', () => {
      const html =
        '<a href="/rezepte">R</a><a href="https://shop.gipfel.example/fr/">F</a><a href="https://www.instagram.com/gipfel" target="_blank">I</a><a href="mailto:info@gipfel.ch">M</a>';
      expect(sanitizeHtml(html, { links: policy })).toBe(asBrowserReadsIt(
        '<a href="/rezepte">R</a><a href="https://shop.gipfel.example/fr/">F</a><a href="https://www.instagram.com/gipfel" target="_blank" rel="noopener noreferrer">I</a><a href="mailto:info@gipfel.ch">M</a>'),
      );
    });

    it.each([
      'https://evil.example/',
      'HTTPS://EVIL.EXAMPLE',
      '//evil.example',
      '\\\\evil.example',
      '/\\evil.example',
      'https:&#x2f;&#x2f;evil.example',
      'https&colon;//evil.example',
      ' https://evil.example',
      'https://www.instagram.com@evil.example/',
      'https://www.instagram.com.evil.example/',
    ])('turns a link to another site into text: %j', (href) => {
      const html = `<p><a href="${href}" target="_blank" title="Go" style="color:red;position:fixed">Sale <b>now</b></a> ok</p>`;
      expect(sanitizeHtml(html, { links: policy })).toBe(asBrowserReadsIt('<p><span title="Go" style="color:red" data-link-blocked="">Sale <b>now</b></span> ok</p>'));
    });

    it('closes a blocked link as text even when the markup is unbalanced, and blocks everything with an empty list', () => {
      expect(sanitizeHtml('<a href="https://evil.example"><b>x', { links: policy })).toBe(asBrowserReadsIt('<span data-link-blocked=""><b>x</b></span>'));
      expect(sanitizeHtml('<a href="https://www.instagram.com/">x</a>', { links: { externalHosts: [] } })).toBe(asBrowserReadsIt('<span data-link-blocked="">x</span>'));
    });
  });

});

describe('isSafeUrl', () => {
  it('allows relative, http(s), mailto and tel URLs', () => {
    for (const url of ['/rezepte', 'rezepte/zopf', '#top', '?page=2', 'https://gipfel.ch', 'mailto:info@gipfel.ch', 'tel:+41441234567', '/a:b']) {
      expect(isSafeUrl(url), url).toBe(true);
    }
  });

  it('refuses other schemes', () => {
    for (const url of ['javascript:alert(1)', 'vbscript:x', 'data:text/html,x', 'java\nscript:x', 'jav&#97;script:x', 'x&unknown;y:z']) {
      expect(isSafeUrl(url), url).toBe(false);
    }
  });
});
