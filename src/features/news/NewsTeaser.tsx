import { Text, Title } from '@mantine/core'
import { useArea, useT } from '@/i18n/react'
import { BlogListing } from './BlogListing'
import classes from './NewsTeaser.module.css'

const TEASER_POSTS = 4

/**
 * The home page's relocation news: the 4 latest posts and 'View All Articles'. The home page loads this
 * section in its own chunk after the first paint, so nothing here weighs on the first screen; it waits
 * for the news catalog of the active language (its section keeps its height meanwhile).
 */
export function NewsTeaser() {
  useArea('news')
  const t = useT()
  return (
    <section className={classes.section} aria-labelledby="news-teaser-title">
      <div className={classes.inner}>
        <header className={classes.header}>
          <p className={classes.eyebrow}>{t('news.teaser.eyebrow')}</p>
          <Title order={2} id="news-teaser-title" className={`${classes.title} wp-gradient-text`}>
            {t('news.teaser.title')}
          </Title>
          <Text className={classes.intro}>
            {t('news.teaser.intro')}
          </Text>
        </header>
        <BlogListing limit={TEASER_POSTS} />
      </div>
    </section>
  )
}
