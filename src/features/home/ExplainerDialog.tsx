import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import { useRef, type FocusEvent } from 'react'
import { Modal } from '@mantine/core'
import { useArea, useT } from '@/i18n/react'
import { media } from './media'
import classes from './ExplainerDialog.module.css'

interface ExplainerDialogProps {
  opened: boolean
  onClose: () => void
  /**
   * Once it has closed: where focus goes back. (Mantine's own return would take the close button: this
   * dialog's code arrives after the button that opens it is pressed, and its focus trap moves first.)
   */
  onClosed: () => void
}

/**
 * The full-screen explainer overlay: the video, a close button (at the end of the title's line: the
 * right in English, the left in Hebrew), and a backdrop that closes on click.
 */
export default function ExplainerDialog({ opened, onClose, onClosed }: ExplainerDialogProps) {
  useArea('home')
  const t = useT()
  const video = useRef<HTMLVideoElement>(null)

  // The video's controls are stops inside it that the dialog's focus trap cannot see (and whose keys,
  // Escape included, the browser keeps): Tab past the last one lands on the stop after the video and goes
  // round to the close button; Shift+Tab from the close button lands there too and goes back into the video.
  const wrapAround = (event: FocusEvent<HTMLSpanElement>) => {
    if (event.relatedTarget === video.current) {
      event.currentTarget.closest('[role="dialog"]')?.querySelector<HTMLElement>(`.${classes.close}`)?.focus()
    } else {
      video.current?.focus()
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('home.explainer.title')}
      size="min(1080px, 100%)"
      centered
      padding={0}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('shell.close') }}
      overlayProps={{ backgroundOpacity: 0.85, color: '#0b1b3a', blur: 4 }}
      classNames={{ header: classes.header, title: classes.title, content: classes.content, close: classes.close }}
      transitionProps={{ transition: 'pop', duration: 200 }}
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      zIndex={400}
    >
      <video
        ref={video}
        className={classes.video}
        controls
        autoPlay
        playsInline
        poster={media.explainer.poster}
        onError={(event) => console.info('Video error', event.currentTarget.currentSrc)}
      >
        {media.explainer.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <span tabIndex={0} onFocus={wrapAround} />
    </Modal>
  )
}
