import '@mantine/core/styles/Loader.layer.css'
import { useContext, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { Button, Loader, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconExternalLink, IconLinkOff, IconRefresh, IconWifiOff, IconWorldWww } from '@tabler/icons-react'
import { notifications } from '@mantine/notifications'
import { I18nProvider, LinguiContext, Trans } from '@lingui/react'
import { useFrameLoad } from '@/components/use-frame-load'
import { brand } from '@/content/brand'
import { i18n } from '@/i18n/catalogs'
import { t as activeT, useArea, useLanguage, useT } from '@/i18n/react'
import type { MessageId } from '@/i18n/messages'
import { inPageLanguage, scriptFrameSandbox, type FrameFailure } from '@/lib/frame-load'
import { isMixedContent, ownPages, resolveViewerAddress, type RefusalReason, type ViewerTarget } from './address'
import classes from './ExternalFrame.module.css'


const FAILURE_REASON: Record<FrameFailure, MessageId> = {
  offline: 'viewer.failure.offline',
  timeout: 'viewer.failure.timeout',
  error: 'viewer.failure.error',
}

const REFUSAL: Record<RefusalReason, MessageId> = {
  empty: 'viewer.refusal.empty',
  invalid: 'viewer.refusal.invalid',
  scheme: 'viewer.refusal.scheme',
  credentials: 'viewer.refusal.credentials',
  app: 'viewer.refusal.app',
}

interface ExternalFrameProps {
  /** The address to show, as given (a menu value, a route's page, the home route's `external` parameter). */
  address: string
  /** The frame's accessible name; defaults to the own page's name or the foreign host. */
  title?: string
}

/**
 * The embedded external page (docs/behaviour.md, "Assistant, community, external viewer"): full height, sandboxed, sent without a referrer,
 * with a spinner while loading and a failure panel (plus one toast per failure) when it does not load.
 * Addresses that are not web pages are refused before any frame exists; a page of another host than the
 * consultancy's own is shown under a bar that names the host.
 */
export function ExternalFrame({ address, title }: ExternalFrameProps) {
  useArea('viewer')
  const t = useT()
  // An own page's name is in the language shown (t changes with it).
  const target = useMemo(() => resolveViewerAddress(address, window.location.origin, ownPages(undefined, t)), [address, t])
  if (target.kind === 'refused') return <RefusedAddress reason={target.reason} />
  // A new address starts a new load from scratch.
  return (
    <FrameView
      key={target.url}
      target={target}
      title={title ?? (target.kind === 'own' ? target.title : t('viewer.frameTitle.foreign', { host: target.host }))}
    />
  )
}

function FrameView({ target, title }: { target: Exclude<ViewerTarget, { kind: 'refused' }>; title: string }) {
  const t = useT()
  // Own pages and other sites may run their scripts and forms and open pop-ups, but never navigate the app;
  // one served by the app's own origin runs in an opaque origin, and is asked for once more to see it answer.
  const sameOrigin = target.kind === 'own' && target.sameOrigin
  // Our own pages speak the language shown here (a new language loads the page again).
  const { language } = useLanguage()
  const src = sameOrigin ? inPageLanguage(target.url, language, window.location.origin) : target.url
  const frame = useFrameLoad({ sameOrigin, probeUrl: sameOrigin ? src : undefined })
  const { status, attempt } = frame

  // Offline, the toast gives the panel's reason: a guess at CORS beside 'You are offline' would be wrong.
  const toastedAttempt = useRef(0)
  const offline = frame.failure === 'offline'
  useEffect(() => {
    if (status !== 'failed' || toastedAttempt.current === attempt) return
    toastedAttempt.current = attempt
    const message = activeT(offline ? FAILURE_REASON.offline : 'viewer.toast.message')
    notifications.show({ title: activeT('viewer.toast.title'), message, color: 'red' })
  }, [status, attempt, offline])

  return (
    <div className={classes.root} data-state={status}>
      {target.kind === 'foreign' && status !== 'failed' && <HostBar host={target.host} url={target.url} />}
      {status === 'failed' ? (
        <FailurePanel url={target.url} opens={src} failure={frame.failure ?? 'error'} onRetry={frame.retry} />
      ) : (
        <div className={classes.stage}>
          <iframe
            key={`${attempt} ${src}`}
            src={src}
            title={title}
            className={classes.frame}
            referrerPolicy="no-referrer"
            sandbox={scriptFrameSandbox(sameOrigin)}
            onLoad={frame.onLoad}
          />
          {status === 'loading' && (
            // Not named 'Loading': that is the overlay's own 800 ms loader, which tests wait on.
            <div className={classes.spinner} role="status" aria-label={t('viewer.opening.label')}>
              <Loader type="oval" />
              <Text size="sm" className={classes.muted} aria-hidden="true">
                {t('viewer.opening.text')}
              </Text>
            </div>
          )}
        </div>
      )}
    </div>
  )
}

/** Lingui's Trans reads its provider: the app's, or the shared instance's for a frame rendered on its own. */
function WithLingui({ children }: { children: ReactNode }) {
  return useContext(LinguiContext) ? children : <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/** Names the host of a page that is not the consultancy's own, and offers it in a tab of its own. */
function HostBar({ host, url }: { host: string; url: string }) {
  const t = useT()
  return (
    <div className={classes.hostBar} role="note" aria-label={t('viewer.hostBar.label')}>
      <IconWorldWww size={18} aria-hidden="true" className={classes.hostIcon} />
      <Text size="sm" className={classes.hostText}>
        <WithLingui>
          {/* The host reads left to right inside any sentence (dir isolates it). */}
          <Trans id="viewer.hostBar.text" values={{ host, name: brand.name }} components={{ 0: <strong className={classes.host} dir="ltr" /> }} />
        </WithLingui>
      </Text>
      <a href={url} target="_blank" rel="noopener noreferrer" className={classes.hostLink}>
        {t('viewer.hostBar.newTab')}
        <IconExternalLink size={16} aria-hidden="true" />
      </a>
    </div>
  )
}

/** Names the page that failed (`url`, as the link gave it) and opens it in a tab (`opens`: our own pages
 * in the language shown, as the frame asked for it). */
function FailurePanel({ url, opens, failure, onRetry }: { url: string; opens: string; failure: FrameFailure; onRetry: () => void }) {
  const t = useT()
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
          {t('viewer.failed.title')}
        </Title>
        <Text className={classes.muted}>{t(FAILURE_REASON[failure])}</Text>
        <Text className={classes.address} data-testid="failed-address" dir="ltr">
          {url}
        </Text>
        {corsNote && (
          <Text size="sm" className={classes.note}>
            {t('viewer.failed.corsNote')}
          </Text>
        )}
        <div className={classes.actions}>
          <Button
            component="a"
            href={opens}
            target="_blank"
            rel="noopener noreferrer"
            radius="xl"
            rightSection={<IconExternalLink size={18} aria-hidden="true" />}
            className={classes.primary}
          >
            {t('viewer.failed.newTab')}
          </Button>
          {failure !== 'offline' && (
            <Button variant="default" radius="xl" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={onRetry}>
              {t('shell.tryAgain')}
            </Button>
          )}
        </div>
      </div>
    </div>
  )
}

function RefusedAddress({ reason }: { reason: RefusalReason }) {
  const t = useT()
  return (
    <div className={classes.panel} data-under-header>
      <div className={classes.card} role="alert">
        <div className={classes.icon} aria-hidden="true">
          <IconLinkOff size={28} />
        </div>
        <Title order={2} className={classes.heading}>
          {t('viewer.refused.title')}
        </Title>
        <Text className={classes.muted}>{t(REFUSAL[reason], { name: brand.name })}</Text>
      </div>
    </div>
  )
}
