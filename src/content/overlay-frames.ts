// The overlays whose address opens them with a fixed heading, and that heading's messages. The app's
// overlay takes its heading from here (src/shell/overlay-content.ts); the build writes each language's
// words into dist/overlay-frames.json (scripts/vite/localized-pages.ts); and the server puts the overlay's
// frame (its heading and loader, in the page's language) into the first HTML of these addresses, so a
// link to /news paints the news overlay before any script runs instead of the home page it covers
// (server/shell.ts). Addresses whose heading depends on data (a city, an article) are not here.

export const overlayFrames = {
  '/news': { title: 'shell.overlay.news.title', subtitle: 'shell.overlay.news.subtitle' },
  '/services': { title: 'shell.overlay.services.title', subtitle: 'shell.overlay.services.subtitle' },
  '/chatbot': { title: 'shell.overlay.chatbot.title', subtitle: 'shell.overlay.chatbot.subtitle' },
  '/time-currency': { title: 'shell.overlay.hub.title', subtitle: 'shell.overlay.hub.subtitle' },
  '/destinations': { title: 'shell.overlay.destinations.title', subtitle: 'shell.overlay.destinations.subtitle' },
  '/community': { title: 'shell.overlay.community.title', subtitle: 'shell.overlay.community.subtitle' },
  '/shortlist': { title: 'shell.overlay.shortlist.title', subtitle: 'shell.overlay.shortlist.subtitle' },
  '/plan': { title: 'plan.title', subtitle: 'plan.subtitle' },
} as const satisfies Record<string, { title: string; subtitle: string }>

export type FramedPath = keyof typeof overlayFrames

/** Each language's words for each framed address, as the build writes them (dist/overlay-frames.json). */
export type OverlayFrameWords = Record<string, Partial<Record<FramedPath, { title: string; subtitle: string }>>>

/** The file the build writes them to, in the build's folder. */
export const OVERLAY_FRAMES_FILE = 'overlay-frames.json'

/** The element the server adds for a framed address; the app's overlay takes its place (src/shell/Overlay.tsx). */
export const OVERLAY_FRAME_ATTRIBUTE = 'data-overlay-frame'
