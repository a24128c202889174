import { Text, Title } from '@mantine/core'
import { BlogListing } from './BlogListing'
import classes from './NewsTeaser.module.css'

const TEASER_POSTS = 4

/**
 * The home page's relocation news: the 4 latest posts and 'View All Articles'. The home page loads this
 * section in its own chunk after the first paint, so nothing here weighs on the first screen.
 */
export function NewsTeaser() {
  return (
    <section className={classes.section} aria-labelledby="news-teaser-title">
      <div className={classes.inner}>
        <header className={classes.header}>
          <p className={classes.eyebrow}>Insights &amp; guides</p>
          <Title order={2} id="news-teaser-title" className={`${classes.title} wp-gradient-text`}>
            Relocation News
          </Title>
          <Text className={classes.intro}>
            Visas, housing, money and family life abroad: practical guides from our consultants, updated every week.
          </Text>
        </header>
        <BlogListing limit={TEASER_POSTS} />
      </div>
    </section>
  )
}
