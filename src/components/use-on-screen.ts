import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element is on screen (within `rootMargin` of it). True where IntersectionObserver is
 * missing, so what depends on it still works there.
 */
export function useOnScreen(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1)
        if (last) setOnScreen(last.isIntersecting)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin])
  return onScreen
}
