// The theme a person chose, mirrored in a cookie so the server (and the service worker) send the first
// paint already in it (server/shell.ts); 'auto' follows the system and needs no cookie.
import { storage } from '@/content/storage-keys'

export const THEME_COOKIE = storage.themeCookie.name

export function rememberTheme(scheme: 'auto' | 'light' | 'dark'): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie =
    scheme === 'auto'
      ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${THEME_COOKIE}=${scheme}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}
