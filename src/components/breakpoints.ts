/**
 * The phone layout, for code that must know it (which layout renders, where a sheet opens): under 48em, the
 * breakpoint of every style sheet (app/global.css). In em, never px, so text enlarged by the browser's
 * setting takes the phone layout as the style sheets do.
 */
export const PHONE_QUERY = '(max-width: 47.99em)'
