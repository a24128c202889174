import { createTheme, type MantineColorsTuple } from '@mantine/core'

// The consultancy's identity: deep blue (#2C5AAE) to turquoise (#40E0D0) on white.
// Turquoise is too light for text on white, so text and buttons end the gradient on a deep teal
// (#1D7F86, 4.7:1 with white); the bright turquoise is kept for decoration and dark backgrounds.
const brand: MantineColorsTuple = [
  '#eef3fc',
  '#d9e3f6',
  '#b0c4ec',
  '#84a3e2',
  '#5f87d9',
  '#4775d4',
  '#2c5aae',
  '#244b93',
  '#1c3c77',
  '#132b57',
]

const teal: MantineColorsTuple = [
  '#e6fbf8',
  '#c5f4ee',
  '#8ce9df',
  '#40e0d0',
  '#2bc6b7',
  '#1fa89b',
  '#1d7f86',
  '#156a70',
  '#0d5459',
  '#063d41',
]

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, teal },
  white: '#ffffff',
  black: '#0b1b3a',
  fontFamily: "'Inter Variable', 'Inter Fallback', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Inter Variable', 'Inter Fallback', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontWeight: '750',
  },
  defaultRadius: 'md',
  defaultGradient: { from: 'brand.6', to: 'teal.6', deg: 120 },
  cursorType: 'pointer',
  respectReducedMotion: true,
  other: {
    gradient: 'linear-gradient(120deg, #2c5aae 0%, #40e0d0 100%)',
    textGradient: 'linear-gradient(120deg, #2c5aae 0%, #1d7f86 100%)',
  },
  components: {
    ScrollArea: { defaultProps: { scrollHideDelay: 600 } },
    Tooltip: { defaultProps: { openDelay: 700 } },
    // Mantine draws a dialog's or drawer's top row as <header>, which is a second banner landmark beside
    // the page's own while one is open (axe: landmark-no-duplicate-banner). A plain box says the same.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
})
