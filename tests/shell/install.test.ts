import { describe, expect, it } from 'vitest'
import { needsIosInstructions } from '@/shell/install'

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const iphoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1'
const ipadDesktopMode =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

describe('Add to Home Screen instructions', () => {
  it('are for iOS Safari that has not installed the app yet', () => {
    expect(needsIosInstructions(iphoneSafari, false)).toBe(true)
    expect(needsIosInstructions(ipadDesktopMode, false)).toBe(true)
  })

  it('are not for an installed app, other iOS browsers or Android', () => {
    expect(needsIosInstructions(iphoneSafari, true)).toBe(false)
    expect(needsIosInstructions(iphoneChrome, false)).toBe(false)
    expect(needsIosInstructions(androidChrome, false)).toBe(false)
  })
})
