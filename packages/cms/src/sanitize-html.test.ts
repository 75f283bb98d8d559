import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the formatting of the CMS text in CmsPage.json', () => {
    const html = '<h1>Fresh ideas for\u00a0<br />hot summer days</h1><br /><br /><h3>Summer is here.</h3>';
    expect(sanitizeHtml(html)).toBe('<h1>Fresh ideas for\u00a0<br>hot summer days</h1><br><br><h3>Summer is here.</h3>');
  });

  it('removes script, style and iframe with their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<STYLE type="text/css">body{display:none}</style ><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<iframe src="https://evil.example"><p>inside</p></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<script>never closed <p>x</p>')).toBe('');
  });

  it('removes event handler attributes however they are written', () => {
    expect(sanitizeHtml('<img src="a.jpg" onerror="alert(1)" alt="A">')).toBe('<img src="a.jpg" alt="A">');
    expect(sanitizeHtml('<p ONCLICK=alert(1) class=lead>x</p>')).toBe('<p class="lead">x</p>');
    expect(sanitizeHtml('<p/onmouseover="alert(1)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<a title=\'x" onclick="alert(1)\' href="/a">x</a>')).toBe(
      '<a title="x&quot; onclick=&quot;alert(1)" href="/a">x</a>',
    );
  });

  it('drops javascript: and data: URLs, also when obfuscated', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="javascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('<img>');
    expect(sanitizeHtml('<a href="https://gipfel.ch/rezepte?a=1&amp;b=2">x</a>')).toBe('<a href="https://gipfel.ch/rezepte?a=1&amp;b=2">x</a>');
  });

  it('adds noopener to links that open a new window', () => {
    expect(sanitizeHtml('<a href="https://x.ch" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.ch" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('removes unknown tags but keeps their text, and drops dangerous styles', () => {
    expect(sanitizeHtml('<form action="/x"><input name="a"><b>bold</b></form>')).toBe('<b>bold</b>');
    expect(sanitizeHtml('<p style="text-align:center">x</p>')).toBe('<p style="text-align:center">x</p>');
    expect(sanitizeHtml('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
  });

  it('returns balanced markup', () => {
    expect(sanitizeHtml('<div><p>open')).toBe('<div><p>open</p></div>');
    expect(sanitizeHtml('</div></div><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a<li>b</li></li></ul>');
  });

  it('escapes stray angle brackets and drops comments and cut-off tags', () => {
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b')).toBe('ab');
    expect(sanitizeHtml('a<img src=x onerror=alert(1)')).toBe('a');
    // Read as a browser does: one unknown tag named "scr<script", then plain text.
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
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
