// Sharing a link: the system share sheet where the browser has one, else the link on the clipboard.
// Callers say what happened in their own words (a toast, a selected link).

interface ShareLink {
  title: string
  text?: string
  url: string
}

/** 'dismissed': the person closed the share sheet, which needs no answer. */
type ShareOutcome = 'shared' | 'dismissed' | 'copied' | 'not-copied'

/** The older way to copy, for browsers (or insecure pages) without the Clipboard API: a hidden field's selection. */
function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.append(field)
  field.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    field.remove()
  }
}

/** Puts text on the clipboard; false when neither the Clipboard API nor the older copy command could. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return copyWithSelection(text)
  }
}

/** The share sheet where there is one; where there is none, or it fails, the link is copied instead. */
export async function shareOrCopy(link: ShareLink): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed'
    }
  }
  return (await copyText(link.url)) ? 'copied' : 'not-copied'
}
