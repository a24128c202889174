// An element's size as a CSS custom property on the root element. No product knowledge here.

/**
 * Publishes `measure(element)` in CSS pixels as the custom property `name` on `<html>`, and again whenever
 * the element's size changes, so that styles elsewhere (a padding, a scroll-padding) can keep clear of a
 * fixed element. A measure of 0 or less removes the property, so the styles' fallback applies. The
 * returned function stops watching and removes the property.
 */
export function publishSize(element: HTMLElement, name: string, measure: (element: HTMLElement) => number): () => void {
  const root = document.documentElement
  const publish = () => {
    const size = measure(element)
    if (size > 0) root.style.setProperty(name, `${Math.ceil(size)}px`)
    else root.style.removeProperty(name)
  }
  publish()
  const observer = new ResizeObserver(publish)
  observer.observe(element)
  return () => {
    observer.disconnect()
    root.style.removeProperty(name)
  }
}
