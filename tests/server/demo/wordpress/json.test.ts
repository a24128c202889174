import { describe, expect, it } from 'vitest'
import { posts } from '@server/demo/wordpress/corpus'
import { embedRelations, postJson, siteFor } from '@server/demo/wordpress/json'

const site = siteFor('http://127.0.0.1:4173')
const [first] = posts
if (!first) throw new Error('The demo corpus has no posts')
const withoutImage = { ...first, mediaId: null }

describe('a post as WordPress sends it', () => {
  it('links and embeds its featured image', () => {
    const json = postJson(first, site, embedRelations(''))
    expect(json.featured_media).toBe(first.mediaId)
    expect(json._links).toHaveProperty('wp:featuredmedia')
    expect(json.class_list).toContain('has-post-thumbnail')
    expect(json).toHaveProperty(['_embedded', 'wp:featuredmedia'])
  })

  it('without a featured image: featured_media 0, and no wp:featuredmedia link or embedded key', () => {
    const json = postJson(withoutImage, site, embedRelations(''))
    expect(json.featured_media).toBe(0)
    expect(json._links).not.toHaveProperty('wp:featuredmedia')
    expect(json.class_list).not.toContain('has-post-thumbnail')
    expect(Object.keys((json as { _embedded: object })._embedded).sort()).toEqual(['author', 'wp:term'])
  })

  it('leaves _embedded out when nothing asked for could be embedded', () => {
    expect(postJson(withoutImage, site, embedRelations('wp:featuredmedia'))).not.toHaveProperty('_embedded')
    expect(postJson(first, site, null)).not.toHaveProperty('_embedded')
  })
})
