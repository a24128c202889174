// The video formats a clip is made in, in the order a <video> offers them (the browser plays the first it
// can), and what follows from that for a precache: a browser needs one format of each clip, never both.

export const VIDEO_FORMATS = [
  { extension: 'webm', type: 'video/webm' },
  { extension: 'mp4', type: 'video/mp4' },
] as const

export type VideoFormat = (typeof VIDEO_FORMATS)[number]['extension']

/** No format this browser plays: only the posters are worth keeping. */
export const NO_VIDEO = 'none'

/**
 * The format a <video> listing VIDEO_FORMATS in order would play, as `canPlayType` answers
 * (HTMLMediaElement.canPlayType: '' for no, 'maybe' or 'probably' for yes); NO_VIDEO when none.
 */
export function playedFormat(canPlayType: (type: string) => string): VideoFormat | typeof NO_VIDEO {
  return VIDEO_FORMATS.find((format) => canPlayType(format.type) !== '')?.extension ?? NO_VIDEO
}

/** The choice as a page passes it on (a query parameter); null for anything else, so nothing is dropped. */
export function parsePlayedFormat(value: string | null): VideoFormat | typeof NO_VIDEO | null {
  if (value === NO_VIDEO) return NO_VIDEO
  return VIDEO_FORMATS.find((format) => format.extension === value)?.extension ?? null
}

/**
 * The precache entries a browser that plays `played` needs: the videos in the other formats are left out
 * (all of them with NO_VIDEO). With no choice known (null), every entry stays.
 */
export function entriesFor<Entry extends string | { url: string }>(entries: readonly Entry[], played: VideoFormat | typeof NO_VIDEO | null): Entry[] {
  if (played === null) return [...entries]
  const unused = new Set<string>(VIDEO_FORMATS.map((format) => format.extension).filter((extension) => extension !== played))
  return entries.filter((entry) => {
    const url = typeof entry === 'string' ? entry : entry.url
    const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase()
    return extension === undefined || !unused.has(extension)
  })
}
