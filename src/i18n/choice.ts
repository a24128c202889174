// Where the language comes from on this device: the person's choice (localStorage, mirrored in a cookie
// so the server sends the page already in that language), a link's ?lang= (kept for this tab's session,
// never as a choice), and the browser's languages.
import { negotiateLanguage } from '@/lib/language-negotiation'
import { DEFAULT_LANGUAGE, isLanguage, languages } from './languages'
import { storage } from '@/content/storage-keys'

const CHOICE_KEY = storage.language.name
const LINK_KEY = storage.linkLanguage.name
/** Read by the server to choose the page it sends (server/shell.ts). */
export const LANGUAGE_COOKIE = storage.languageCookie.name
export const LANGUAGE_PARAM = 'lang'

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key)
    else storage().setItem(key, value)
  } catch {
    // Storage refused (private mode): the language holds for this page only.
  }
}

/** The language the person chose in the app, if any. */
export function chosenLanguage(): string | null {
  const value = read(() => localStorage, CHOICE_KEY)
  return isLanguage(value) ? value : null
}

/** Remembers the person's choice, here and for the server. */
export function rememberLanguage(code: string): void {
  write(() => localStorage, CHOICE_KEY, code)
  write(() => sessionStorage, LINK_KEY, null)
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}

/** The language a link carried (?lang=), kept for this tab so moving around does not lose it. */
export function linkLanguage(search: string = typeof location === 'undefined' ? '' : location.search): string | null {
  const fromLink = new URLSearchParams(search).get(LANGUAGE_PARAM)
  if (isLanguage(fromLink)) {
    write(() => sessionStorage, LINK_KEY, fromLink)
    return fromLink
  }
  const kept = read(() => sessionStorage, LINK_KEY)
  return isLanguage(kept) ? kept : null
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}

/** The language to show now. */
export function currentLanguageChoice(): string {
  return negotiateLanguage(
    { chosen: chosenLanguage(), link: linkLanguage(), browser: browserLanguages() },
    languages.map((language) => language.code),
    DEFAULT_LANGUAGE,
  )
}
