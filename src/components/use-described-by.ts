import { useEffect, type RefObject } from 'react'

/**
 * Ties a field to the message about it that is shown elsewhere (an alert under the form): its
 * aria-describedby names `id` while there is one. Mantine's inputs set that attribute from their own
 * description and error only, after any given, so it is set on the element itself.
 */
export function useDescribedBy(field: RefObject<HTMLElement | null>, id: string | undefined): void {
  useEffect(() => {
    const element = field.current
    if (!element || id === undefined) return
    element.setAttribute('aria-describedby', id)
    return () => element.removeAttribute('aria-describedby')
  }, [field, id])
}
