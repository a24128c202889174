import { BlogListing } from './BlogListing'
import { TEASER_POSTS } from './NewsTeaser'

/** The teaser's posts: the blog listing limited to 4, without heading or search, with 'View All Articles'. */
export function TeaserPosts() {
  return <BlogListing limit={TEASER_POSTS} showHeading={false} showSearch={false} />
}
