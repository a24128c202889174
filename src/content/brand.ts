// The consultancy's identity: its name, words, logo and colours. Another consultancy ships its own app by
// changing this file. Its links (site, pages, community group, assistant, reviews) are settings of the
// deployment, read at start (src/content/settings.ts, app/config.ts), not part of the build.

export const brand = {
  name: 'Waypoint',
  tagline: 'Your relocation partner',
  description:
    'Waypoint guides people moving abroad: relocation news, destination facts, world time, weather and currency, and expert services at every step.',
  /** The installed app's description (its web app manifest). */
  appDescription:
    'Relocation news, destination facts, world time, weather and currency, and expert services for people moving abroad. Works offline.',
  logo: '/logos/waypoint.webp',
  themeColor: '#2C5AAE',
  backgroundColor: '#ffffff',
} as const
