import type { Direction } from '@/lib/direction'

/**
 * A name set apart from the sentence around it, as <bdi> would (U+2068 FIRST STRONG ISOLATE … U+2069 POP
 * DIRECTIONAL ISOLATE), for a placeholder of a message: a Latin city inside a Hebrew sentence keeps its
 * own order and leaves the sentence's alone. Only in a right-to-left language, so left-to-right text is
 * what it always was.
 */
export function isolate(text: string, dir: Direction): string {
  return dir === 'rtl' ? `\u2068${text}\u2069` : text
}
