// What went wrong when something could not be written on this device: the device is full (the browser's
// quota for the site, or the disk), or storage cannot be used at all (private mode, no IndexedDB, a
// broken database). The first is worth telling the person in those words; both are caught, never thrown on.

export type StorageFailure = 'quota' | 'unavailable'

/** A quota error, as IndexedDB, the Cache API and localStorage report it across browsers. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, code } = error as { name?: unknown; code?: unknown }
  // 22: QUOTA_EXCEEDED_ERR; 1014: Firefox's NS_ERROR_DOM_QUOTA_REACHED.
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014) return true
  // IndexedDB reports a write refused for space as the transaction's abort, with the quota error as its cause.
  const cause = (error as { cause?: unknown }).cause
  return cause !== undefined && cause !== error && isQuotaError(cause)
}

export function storageFailure(error: unknown): StorageFailure {
  return isQuotaError(error) ? 'quota' : 'unavailable'
}
