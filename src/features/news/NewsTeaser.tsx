import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Text, Title } from '@mantine/core'
import classes from './NewsTeaser.module.css'

export const TEASER_POSTS = 4

// The cards (with the posts client) load as the section nears the screen: the home page's first load
// stays light, and the news is there by the time the reader scrolls to it.
const TeaserPosts = lazy(() => import('./TeaserPosts').then((module) => ({ default: module.TeaserPosts })))

function TeaserSkeleton() {
  return (
    <div className={classes.skeleton} aria-hidden="true">
      {Array.from({ length: TEASER_POSTS }, (_, index) => (
        <div key={index} className={classes.skeletonCard} />
      ))}
    </div>
  )
}

/** The home page's relocation news: the 4 latest posts and 'View All Articles'. */
export function NewsTeaser() {
  const sectionRef = useRef<HTMLElement>(null)
  // Browsers without IntersectionObserver load the cards at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const section = sectionRef.current
    if (near || !section || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    }, { rootMargin: '1000px 0px' })
    observer.observe(section)
    return () => observer.disconnect()
  }, [near])

  return (
    <section ref={sectionRef} className={classes.section} aria-labelledby="news-teaser-title">
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
        {near ? (
          <Suspense fallback={<TeaserSkeleton />}>
            <TeaserPosts />
          </Suspense>
        ) : (
          <TeaserSkeleton />
        )}
      </div>
    </section>
  )
}
