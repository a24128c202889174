import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeEntities, escapeHtml, htmlToText } from '@/lib/html-text'

describe('decodeEntities', () => {
  it('decodes the five WordPress escapes and numeric entities', () => {
    expect(decodeEntities('Visas &amp; Immigration')).toBe('Visas & Immigration')
    expect(decodeEntities('&lt;b&gt; &quot;quoted&quot; it&#039;s')).toBe('<b> "quoted" it\'s')
    expect(decodeEntities('Israel&#8217;s &#x2019;hex&#X2019;')).toBe('Israel’s ’hex’')
    expect(decodeEntities('Read more [&hellip;]&nbsp;now')).toBe('Read more […]\u00a0now')
  })

  it('decodes once: an escaped entity stays an entity', () => {
    expect(decodeEntities('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;')
  })

  it('leaves unknown names, bare ampersands and broken entities alone', () => {
    expect(decodeEntities('Fish & chips &unknown; &amp &#;')).toBe('Fish & chips &unknown; &amp &#;')
    expect(decodeEntities('&constructor; &toString;')).toBe('&constructor; &toString;')
  })

  it('turns impossible code points into the replacement character', () => {
    expect(decodeEntities('&#0;&#xD800;&#99999999;')).toBe('\ufffd\ufffd\ufffd')
  })

  it('never throws and leaves entity-free text as it is', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodeEntities(text)
        if (!text.includes('&')) expect(decoded).toBe(text)
      }),
    )
  })
})

describe('htmlToText', () => {
  it('removes tags, scripts, styles and comments, keeps words apart and decodes', () => {
    expect(htmlToText('<p>From the <strong>first</strong> step</p><p>to the last&nbsp;one</p>\n')).toBe(
      'From the first step to the last one',
    )
    expect(htmlToText('Hi<script>alert("x")</script><style>p{}</style><!-- note -->there')).toBe('Hi there')
    expect(htmlToText('a<br>b<li>c</li>')).toBe('a b c')
  })

  it('drops a tag the text ends inside, as a browser does, and keeps a lone "<" that starts no tag', () => {
    expect(htmlToText('Visa <b')).toBe('Visa')
    expect(htmlToText('<A')).toBe('')
    expect(htmlToText('</p')).toBe('')
    expect(htmlToText('Rent < 5,000 a month')).toBe('Rent < 5,000 a month')
  })

  it('never throws, and yields trimmed text with single spaces for any input', () => {
    fc.assert(
      fc.property(fc.string(), (html) => {
        const text = htmlToText(html)
        expect(text).toBe(text.trim())
        expect(text).not.toMatch(/[\s\u00a0]{2}/)
      }),
    )
  })

  it('leaves no tag of markup made of tags and words', () => {
    const markup = fc
      .array(fc.oneof(fc.constantFrom('<p>', '</p>', '<b class="x">', '</b>', '<br/>', '<a href="#">', '</a>'), fc.stringMatching(/^[a-z ]{1,8}$/)))
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(markup, (html) => {
        expect(htmlToText(html)).not.toMatch(/[<>]/)
      }),
    )
  })
})

describe('escapeHtml', () => {
  it('leaves nothing that opens a tag, ends an attribute or starts an entity, and decodes back to the text', () => {
    const text = `<img src=x onerror="alert('1')"> & co`
    const escaped = escapeHtml(text)
    expect(escaped).toBe('&#60;img src=x onerror=&#34;alert(&#39;1&#39;)&#34;&#62; &#38; co')
    expect(decodeEntities(escaped)).toBe(text)
  })
})
