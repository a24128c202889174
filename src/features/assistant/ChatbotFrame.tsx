import '@mantine/core/styles/Loader.layer.css'
import { Button, Loader, Text, Title } from '@mantine/core'
import { IconExternalLink, IconMessageChatbot, IconRefresh, IconWifiOff } from '@tabler/icons-react'
import { config } from '@/app/config'
import { useFrameLoad } from '@/components/use-frame-load'
import { useLanguage, useT } from '@/i18n/react'
import classes from './ChatbotFrame.module.css'
import { inPageLanguage, scriptFrameSandbox } from '@/lib/frame-load'

/** docs/behaviour.md, "Assistant, community, external viewer": the chatbot frame is 700 px high. */
const CHATBOT_FRAME_HEIGHT = 700

/**
 * The third-party chatbot (config.chatbotUrl) in a sandboxed frame 700 px high, sent without a referrer.
 * Offline it shows a clear message instead of a broken frame, and comes back by itself when the
 * connection returns; a chatbot that does not load offers a new tab and another try.
 */
export function ChatbotFrame() {
  const t = useT()
  const { language } = useLanguage()
  // The demo assistant (our own origin) speaks the language shown here; a provider's page is left as it is.
  const url = inPageLanguage(config.chatbotUrl, language, window.location.origin)
  const sameOrigin = new URL(url).origin === window.location.origin
  const frame = useFrameLoad({ sameOrigin, probeUrl: sameOrigin ? url : undefined })

  if (frame.status === 'failed' && frame.failure === 'offline') {
    return (
      <div className={classes.message} role="status">
        <IconWifiOff size={32} aria-hidden="true" className={classes.messageIcon} />
        <Title order={3} className={classes.messageTitle}>
          {t('assistant.offline.title')}
        </Title>
        <Text className={classes.messageText}>{t('assistant.offline.text')}</Text>
      </div>
    )
  }

  if (frame.status === 'failed') {
    return (
      <div className={classes.message} role="alert">
        <IconMessageChatbot size={32} aria-hidden="true" className={classes.messageIcon} />
        <Title order={3} className={classes.messageTitle}>
          {t('assistant.failed.title')}
        </Title>
        <Text className={classes.messageText}>{t('assistant.failed.text')}</Text>
        <div className={classes.actions}>
          <Button variant="default" radius="xl" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={frame.retry}>
            {t('shell.tryAgain')}
          </Button>
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            radius="xl"
            rightSection={<IconExternalLink size={18} aria-hidden="true" />}
          >
            {t('assistant.failed.newTab')}
          </Button>
        </div>
      </div>
    )
  }

  return (
    <div className={classes.box}>
      <iframe
        key={`${frame.attempt} ${url}`}
        src={url}
        title={t('assistant.frame.title')}
        className={classes.frame}
        style={{ height: CHATBOT_FRAME_HEIGHT }}
        referrerPolicy="no-referrer"
        sandbox={scriptFrameSandbox(sameOrigin)}
        onLoad={frame.onLoad}
      />
      {frame.status === 'loading' && (
        <div className={classes.spinner} role="status" aria-label={t('assistant.frame.connecting')}>
          <Loader type="dots" />
        </div>
      )}
    </div>
  )
}
