// Media and map addresses of a destination: which links are playable clips, the media-host clip named
// after a city, and maps-embed addresses. No React here: the home carousel and the lightbox share it.
import { config } from '@/app/config'

export interface MediaConfig {
  /** Media-host clip address; {city} is the city without spaces. */
  videoPattern: string
  /** Maps embed; ?q={place}&output=embed is appended. */
  mapsEmbedUrl: string
}

export const mediaConfig: MediaConfig = {
  videoPattern: config.destinationVideoPattern,
  mapsEmbedUrl: config.mapsEmbedUrl,
}

const VIDEO_FILE = /\.(mp4|m4v|webm|mov|ogv)$/i

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base)
  } catch {
    return null
  }
}

/** An absolute http(s) address, resolved against `base` when relative; null for anything else. */
export function safeUrl(value: string, base?: string): string | null {
  const url = parse(value.trim(), base)
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null
}

/** The media host's origin: where the pattern's clips live. */
function mediaHost(videoPattern: string): string | null {
  return parse(videoPattern.replace('{city}', 'x'))?.origin ?? null
}

/** A video-sharing-site page (YouTube), which a <video> element cannot play. */
export function isVideoSharingLink(url: string): boolean {
  const host = parse(url)?.hostname.toLowerCase() ?? ''
  return /(^|\.)youtube(-nocookie)?\.com$/.test(host) || host === 'youtu.be'
}

/** The media-host clip of a city: the pattern with {city} = the city without spaces. */
export function videoForCity(city: string, videoPattern = mediaConfig.videoPattern): string {
  return videoPattern.replace('{city}', encodeURIComponent(city.replace(/\s+/g, '')))
}

/** Whether a link plays in a <video> element: a video file, or anything on the media host. */
export function isVideoUrl(url: string | undefined, videoPattern = mediaConfig.videoPattern): url is string {
  if (!url) return false
  const parsed = parse(url)
  if (!parsed) return false
  return VIDEO_FILE.test(parsed.pathname) || parsed.origin === mediaHost(videoPattern)
}

/** The MIME type to announce for a clip, from its extension (mp4 when it has none). */
export function videoType(url: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(parse(url)?.pathname ?? '')?.[1]?.toLowerCase()
  if (extension === 'webm') return 'video/webm'
  if (extension === 'ogv') return 'video/ogg'
  if (extension === 'mov') return 'video/quicktime'
  return 'video/mp4'
}

/** The maps-embed address showing a place ('Berlin, Germany'). */
export function mapEmbedFor(place: string, mapsEmbedUrl = mediaConfig.mapsEmbedUrl): string {
  const url = parse(mapsEmbedUrl) ?? new URL('https://maps.google.com/maps')
  url.searchParams.set('q', place)
  url.searchParams.set('output', 'embed')
  return url.href
}

/**
 * A maps embed in the reader's language: the maps provider's `hl` parameter (the demo map honours it too),
 * added to an `output=embed` address (the kind mapEmbedFor writes and sheet links are rewritten into) that
 * does not name a language already. Any other address is returned as it is.
 */
export function mapInLanguage(src: string, language: string): string {
  const url = parse(src)
  if (!url || url.searchParams.get('output') !== 'embed' || url.searchParams.has('hl')) return src
  url.searchParams.set('hl', language)
  return url.href
}

/** A map link that can be framed as it is: an embed address. */
function isEmbedMapLink(url: URL): boolean {
  return url.searchParams.get('output') === 'embed' || /\/embed(\/|$)/.test(url.pathname) || url.pathname.includes('/maps/embed')
}

function decodePlace(segment: string): string {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' ')).trim()
  } catch {
    return segment.replace(/\+/g, ' ').trim()
  }
}

/** The place a maps link points at: its q or query parameter, or its /place/… or /search/… segment. */
function placeFromMapLink(url: URL): string | null {
  const query = url.searchParams.get('q') ?? url.searchParams.get('query')
  if (query && query.trim() !== '') return query.trim()
  const match = /\/(?:place|search)\/([^/@]+)/.exec(url.pathname)
  const place = match?.[1] ? decodePlace(match[1]) : ''
  return place !== '' ? place : null
}

/**
 * The address to frame for a sheet's map cell: an embed link as it is; any other maps link rewritten into
 * an embed of the place it names (or of `place` when it names none). Null when the cell is not an address.
 */
export function embedMapUrl(value: string, place: string, mapsEmbedUrl = mediaConfig.mapsEmbedUrl): string | null {
  const href = safeUrl(value)
  if (!href) return null
  const url = new URL(href)
  if (isEmbedMapLink(url)) return href
  return mapEmbedFor(placeFromMapLink(url) ?? place, mapsEmbedUrl)
}
