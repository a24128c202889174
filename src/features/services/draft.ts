// A half-typed request survives closing the dialog and reloading the page: one draft per service in
// localStorage, removed once the request is sent (or queued). Storage errors (private mode, quota) are
// caught: the form then simply starts empty.
import { isRecord } from '@/lib/input'
import { emptyServiceForm, isEmptyServiceForm, serviceFormFields, type ServiceFormValues } from './form'
import { storage } from '@/content/storage-keys'

const PREFIX = storage.serviceDraft.name

const keyFor = (slug: string) => `${PREFIX}${slug}`

/** The saved draft for a service, or an empty form. Anything unreadable counts as no draft. */
export function loadDraft(slug: string): ServiceFormValues {
  try {
    const raw = localStorage.getItem(keyFor(slug))
    if (!raw) return { ...emptyServiceForm }
    const value: unknown = JSON.parse(raw)
    if (!isRecord(value)) return { ...emptyServiceForm }
    const draft = { ...emptyServiceForm }
    for (const field of serviceFormFields) {
      const text = value[field]
      if (typeof text === 'string') draft[field] = text.slice(0, 5000)
    }
    return draft
  } catch {
    return { ...emptyServiceForm }
  }
}

/** Keeps what has been typed; an empty form removes the draft. */
export function saveDraft(slug: string, values: ServiceFormValues): void {
  try {
    if (isEmptyServiceForm(values)) localStorage.removeItem(keyFor(slug))
    else localStorage.setItem(keyFor(slug), JSON.stringify(values))
  } catch {
    // Storage full or blocked: the draft lives only as long as the dialog.
  }
}

export function clearDraft(slug: string): void {
  try {
    localStorage.removeItem(keyFor(slug))
  } catch {
    // Nothing to clear.
  }
}
