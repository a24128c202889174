import { useRef } from 'react'
import { Button, Text, Title } from '@mantine/core'
import { IconBrandWhatsapp, IconCopy, IconExternalLink, IconHeartHandshake, IconMapPin, IconMessages, IconShare, IconUsersGroup } from '@tabler/icons-react'
import { notifications } from '@mantine/notifications'
import { config } from '@/app/config'
import { brand } from '@/content/brand'
import { useArea, useT } from '@/i18n/react'
import { copyText, shareOrCopy } from '@/lib/share'
import classes from './CommunityPanel.module.css'

const BENEFITS = [
  { Icon: IconMessages, id: 'community.benefit.ask' },
  { Icon: IconMapPin, id: 'community.benefit.meet' },
  { Icon: IconHeartHandshake, id: 'community.benefit.share' },
] as const

/** The community page (docs/behaviour.md, "Assistant, community, external viewer"): welcome text, the shareable group link, and the button to join the group. */
export function CommunityPanel() {
  useArea('community')
  const t = useT()
  // Absolute (the configuration resolves it), so that it can be shared.
  const link = config.links.communityGroup
  const linkText = useRef<HTMLParagraphElement>(null)
  const canShare = typeof navigator.share === 'function'

  function sayCopied(copied: boolean) {
    if (copied) {
      notifications.show({ title: t('community.copied.title'), message: t('community.copied.message'), color: 'teal' })
      return
    }
    // Select the link so that it can be copied by hand.
    const node = linkText.current
    if (node) window.getSelection()?.selectAllChildren(node)
    notifications.show({ title: t('community.copyFailed.title'), message: t('community.copyFailed.message'), color: 'red' })
  }

  async function copy() {
    sayCopied(await copyText(link))
  }

  async function share() {
    const outcome = await shareOrCopy({
      title: t('community.shareTitle', { name: brand.name }),
      text: t('community.shareText', { name: brand.name }),
      url: link,
    })
    if (outcome === 'copied' || outcome === 'not-copied') sayCopied(outcome === 'copied')
  }

  return (
    <div className={classes.root}>
      <section className={classes.welcome} aria-labelledby="community-welcome">
        <div className={classes.avatar} aria-hidden="true">
          <IconUsersGroup size={36} />
        </div>
        <Title order={3} id="community-welcome" className={classes.welcomeTitle}>
          {t('community.welcome.title')}
        </Title>
        <Text className={classes.welcomeText}>{t('community.welcome.text', { name: brand.name })}</Text>
        <ul className={classes.benefits}>
          {BENEFITS.map(({ Icon, id }) => (
            <li key={id}>
              <Icon size={20} aria-hidden="true" className={classes.benefitIcon} />
              <span>{t(id)}</span>
            </li>
          ))}
        </ul>
        <Button
          component="a"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          size="lg"
          radius="xl"
          color="teal.7"
          leftSection={<IconBrandWhatsapp size={22} aria-hidden="true" />}
          rightSection={<IconExternalLink size={18} aria-hidden="true" />}
          className={classes.join}
        >
          {t('community.join')}
        </Button>
      </section>

      <section className={classes.share} aria-labelledby="community-share">
        <Title order={3} id="community-share" className={classes.shareTitle}>
          {t('community.invite.title')}
        </Title>
        <Text size="sm" className={classes.muted}>
          {t('community.invite.text')}
        </Text>
        <div className={classes.linkRow}>
          {/* An address reads left to right in every language. */}
          <Text id="community-link" className={classes.linkText} ref={linkText} dir="ltr">
            {link}
          </Text>
          <Button
            radius="xl"
            variant="light"
            leftSection={<IconCopy size={18} aria-hidden="true" />}
            aria-describedby="community-link"
            onClick={() => void copy()}
            className={classes.copy}
          >
            {t('community.copy')}
          </Button>
        </div>
        {canShare && (
          <Button variant="subtle" radius="xl" leftSection={<IconShare size={18} aria-hidden="true" />} onClick={() => void share()} className={classes.shareButton}>
            {t('community.share')}
          </Button>
        )}
      </section>

      <Text size="sm" ta="center" className={classes.muted}>
        {t('community.rules')}
      </Text>
    </div>
  )
}
