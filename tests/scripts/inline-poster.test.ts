import { media } from '@/features/home/media'
import { inlinePoster, POSTER_BUDGET, POSTER_PATH } from '../../scripts/vite/inline-poster'

const page = [
  '<head>',
  `  <link rel="preload" href="${POSTER_PATH}" as="image" type="image/webp" fetchpriority="high" />`,
  '</head>',
  `<body><div id="root"><img src="${POSTER_PATH}" alt="" fetchpriority="high" /></div></body>`,
].join('\n')

describe('the hero poster in the HTML', () => {
  it('writes the poster into the first screen as data, and drops its preload', () => {
    const html = inlinePoster(page, Buffer.from('RIFF-webp'))
    expect(html).toContain(`<img src="data:image/webp;base64,${Buffer.from('RIFF-webp').toString('base64')}" alt="" fetchpriority="high" />`)
    expect(html).not.toContain(POSTER_PATH)
    expect(html).toContain('<head>\n</head>')
  })

  it('refuses a poster too heavy to travel with every page', () => {
    expect(() => inlinePoster(page, Buffer.alloc(POSTER_BUDGET + 1))).toThrow(/over the 12288/)
  })

  it('fails the build when the page no longer has the shape it expects', () => {
    expect(() => inlinePoster(page.replace(/<img[^>]*>/, ''), Buffer.from('x'))).toThrow(/exactly one/)
    expect(() => inlinePoster(page.replace(/<link[^>]*>/, ''), Buffer.from('x'))).toThrow(/no longer preloads/)
  })

  it('inlines the poster the hero names (index.html is held to it by the build)', () => {
    expect(POSTER_PATH).toBe(media.hero.poster)
  })
})
