// Every unit test outside tests/server: the English catalogs of every area, active before any test runs
// (the spec's strings are English); in a DOM environment, the DOM's set-up too (tests/setup-dom.ts).
// Pure-logic tests run in Node, without paying for jsdom, Testing Library and jest-dom.
import { beforeAll } from 'vitest'
import { areas } from '@/i18n/catalogs'
import { activateLanguage } from '@/i18n/react'

if (typeof window !== 'undefined') await import('./setup-dom')

beforeAll(() => activateLanguage('en', areas))
