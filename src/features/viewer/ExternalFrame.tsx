import '@mantine/core/styles/Loader.layer.css'
import { useEffect, useMemo, useRef } from 'react'
import { Button, Loader, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconExternalLink, IconLinkOff, IconRefresh, IconWifiOff, IconWorldWww } from '@tabler/icons-react'
import { notifications } from '@mantine/notifications'
import { useFrameLoad } from '@/components/use-frame-load'
import { brand } from '@/content/brand'
import type { FrameFailure } from '@/lib/frame-load'
import { isMixedContent, resolveViewerAddress, type RefusalReason, type ViewerTarget } from './address'
import classes from './ExternalFrame.module.css'

/** Own pages and other sites may run their scripts and forms and open pop-ups, but never navigate the app. */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox'

const FAILURE_TOAST = {
  title: 'Content could not be loaded',
  message: 'There was an issue loading the external content. This might be due to CORS restrictions.',
} as const

const FAILURE_REASON: Record<FrameFailure, string> = {
  offline: 'You are offline. The page will load by itself as soon as you are back online.',
  timeout: 'The page did not respond in time.',
  error: 'The page could not be shown here.',
}

const REFUSAL: Record<RefusalReason, string> = {
  empty: 'No address was given.',
  invalid: 'This is not a valid web address.',
  scheme: 'Only web pages, with addresses starting with http:// or https://, can be shown here.',
  credentials: 'Addresses that carry a user name or password are not opened, to keep such details safe.',
  app: `This is an address of the ${brand.name} app itself, not a page to view. Use the menu to find what you are looking for.`,
}

interface ExternalFrameProps {
  /** The address to show, as given (a menu value, a route's page, the home route's `external` parameter). */
  address: string
  /** The frame's accessible name; defaults to the own page's name or the foreign host. */
  title?: string
}

/**
 * The embedded external page (SPEC sections 2, 4 and 8): full height, sandboxed, sent without a referrer,
 * with a spinner while loading and a failure panel (plus one toast per failure) when it does not load.
 * Addresses that are not web pages are refused before any frame exists; a page of another host than the
 * consultancy's own is shown under a bar that names the host.
 */
export function ExternalFrame({ address, title }: ExternalFrameProps) {
  const target = useMemo(() => resolveViewerAddress(address), [address])
  if (target.kind === 'refused') return <RefusedAddress reason={target.reason} />
  // A new address starts a new load from scratch.
  return <FrameView key={target.url} target={target} title={title ?? (target.kind === 'own' ? target.title : `Page from ${target.host}`)} />
}

function FrameView({ target, title }: { target: Exclude<ViewerTarget, { kind: 'refused' }>; title: string }) {
  const frame = useFrameLoad({ sameOrigin: target.kind === 'own' && target.sameOrigin })
  const { status, attempt } = frame

  const toastedAttempt = useRef(0)
  useEffect(() => {
    if (status !== 'failed' || toastedAttempt.current === attempt) return
    toastedAttempt.current = attempt
    notifications.show({ ...FAILURE_TOAST, color: 'red' })
  }, [status, attempt])

  return (
    <div className={classes.root} data-state={status}>
      {target.kind === 'foreign' && status !== 'failed' && <HostBar host={target.host} url={target.url} />}
      {status === 'failed' ? (
        <FailurePanel url={target.url} failure={frame.failure ?? 'error'} onRetry={frame.retry} />
      ) : (
        <div className={classes.stage}>
          <iframe
            key={attempt}
            src={target.url}
            title={title}
            className={classes.frame}
            referrerPolicy="no-referrer"
            sandbox={SANDBOX}
            onLoad={frame.onLoad}
          />
          {status === 'loading' && (
            // Not named 'Loading': that is the overlay's own 800 ms loader, which tests wait on.
            <div className={classes.spinner} role="status" aria-label="Opening the page">
              <Loader type="oval" />
              <Text size="sm" c="gray.7" aria-hidden="true">
                Opening the page…
              </Text>
            </div>
          )}
        </div>
      )}
    </div>
  )
}

/** Names the host of a page that is not the consultancy's own, and offers it in a tab of its own. */
function HostBar({ host, url }: { host: string; url: string }) {
  return (
    <div className={classes.hostBar} role="note" aria-label="Page from another site">
      <IconWorldWww size={18} aria-hidden="true" className={classes.hostIcon} />
      <Text size="sm" className={classes.hostText}>
        This page is from <strong className={classes.host}>{host}</strong>, not from {brand.name}.
      </Text>
      <a href={url} target="_blank" rel="noopener noreferrer" className={classes.hostLink}>
        Open in new tab
        <IconExternalLink size={16} aria-hidden="true" />
      </a>
    </div>
  )
}

function FailurePanel({ url, failure, onRetry }: { url: string; failure: FrameFailure; onRetry: () => void }) {
  // A page served over https may not frame an http one (mixed content); the browser blocks it silently.
  const corsNote = isMixedContent(window.location.protocol, url)
  const Icon = failure === 'offline' ? IconWifiOff : IconAlertTriangle
  return (
    <div className={classes.panel}>
      <div className={classes.card} role="alert">
        <div className={classes.icon} aria-hidden="true">
          <Icon size={28} />
        </div>
        <Title order={2} className={classes.heading}>
          Failed to load content
        </Title>
        <Text c="gray.7">{FAILURE_REASON[failure]}</Text>
        <Text className={classes.address} data-testid="failed-address">
          {url}
        </Text>
        {corsNote && (
          <Text size="sm" c="gray.8" className={classes.note}>
            This app is served over HTTPS and the page uses plain HTTP, so the browser blocks it inside the app
            (CORS and mixed-content restrictions). It may still open in a new tab.
          </Text>
        )}
        <div className={classes.actions}>
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            radius="xl"
            rightSection={<IconExternalLink size={18} aria-hidden="true" />}
            className={classes.primary}
          >
            Open in new tab instead
          </Button>
          {failure !== 'offline' && (
            <Button variant="default" radius="xl" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      </div>
    </div>
  )
}

function RefusedAddress({ reason }: { reason: RefusalReason }) {
  return (
    <div className={classes.panel} data-under-header>
      <div className={classes.card} role="alert">
        <div className={classes.icon} aria-hidden="true">
          <IconLinkOff size={28} />
        </div>
        <Title order={2} className={classes.heading}>
          This address cannot be opened
        </Title>
        <Text c="gray.7">{REFUSAL[reason]}</Text>
      </div>
    </div>
  )
}
