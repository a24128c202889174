import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import { Modal } from '@mantine/core'
import { useArea, useT } from '@/i18n/react'
import { media } from './media'
import classes from './ExplainerDialog.module.css'

interface ExplainerDialogProps {
  opened: boolean
  onClose: () => void
}

/**
 * The full-screen explainer overlay: the video, a close button (at the end of the title's line: the
 * right in English, the left in Hebrew), and a backdrop that closes on click.
 */
export default function ExplainerDialog({ opened, onClose }: ExplainerDialogProps) {
  useArea('home')
  const t = useT()
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
      zIndex={400}
    >
      <video
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
    </Modal>
  )
}
