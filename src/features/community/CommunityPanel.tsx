import { useRef } from 'react'
import { Button, Text, Title } from '@mantine/core'
import { IconBrandWhatsapp, IconCopy, IconExternalLink, IconHeartHandshake, IconMapPin, IconMessages, IconShare, IconUsersGroup } from '@tabler/icons-react'
import { notifications } from '@mantine/notifications'
import { config } from '@/app/config'
import { brand } from '@/content/brand'
import { copyText, shareOrCopy } from '@/lib/share'
import classes from './CommunityPanel.module.css'

const BENEFITS = [
  { Icon: IconMessages, text: 'Ask anything about the move, from paperwork to the best bakery in town.' },
  { Icon: IconMapPin, text: 'Meet people heading to the same city, and find flatmates or playmates.' },
  { Icon: IconHeartHandshake, text: 'Share what worked for you and learn from those who arrived before you.' },
] as const


/** The community page (SPEC section 2): welcome text, the shareable group link, and the button to join the group. */
export function CommunityPanel() {
  // Absolute (the configuration resolves it), so that it can be shared.
  const link = config.links.communityGroup
  const linkText = useRef<HTMLParagraphElement>(null)
  const canShare = typeof navigator.share === 'function'

  function sayCopied(copied: boolean) {
    if (copied) {
      notifications.show({ title: 'Link copied', message: 'Share it with anyone who is moving with you.', color: 'teal' })
      return
    }
    // Select the link so that it can be copied by hand.
    const node = linkText.current
    if (node) window.getSelection()?.selectAllChildren(node)
    notifications.show({ title: 'Could not copy the link', message: 'The link is selected: copy it with your keyboard or menu.', color: 'red' })
  }

  async function copy() {
    sayCopied(await copyText(link))
  }

  async function share() {
    const outcome = await shareOrCopy({ title: `${brand.name} Community`, text: `Join the ${brand.name} Community group`, url: link })
    if (outcome === 'copied' || outcome === 'not-copied') sayCopied(outcome === 'copied')
  }

  return (
    <div className={classes.root}>
      <section className={classes.welcome} aria-labelledby="community-welcome">
        <div className={classes.avatar} aria-hidden="true">
          <IconUsersGroup size={36} />
        </div>
        <Title order={3} id="community-welcome" className={classes.welcomeTitle}>
          Welcome! You are not moving alone.
        </Title>
        <Text className={classes.welcomeText}>
          The {brand.name} Community is a friendly group for everyone relocating with us. Newcomers and old hands
          swap tips, answer each other’s questions and meet up in their new cities.
        </Text>
        <ul className={classes.benefits}>
          {BENEFITS.map(({ Icon, text }) => (
            <li key={text}>
              <Icon size={20} aria-hidden="true" className={classes.benefitIcon} />
              <span>{text}</span>
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
          Join WhatsApp Group
        </Button>
      </section>

      <section className={classes.share} aria-labelledby="community-share">
        <Title order={3} id="community-share" className={classes.shareTitle}>
          Invite someone who is moving too
        </Title>
        <Text size="sm" c="gray.7">
          Send them the group link: anyone with it can ask to join.
        </Text>
        <div className={classes.linkRow}>
          <Text id="community-link" className={classes.linkText} ref={linkText}>
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
            Copy
          </Button>
        </div>
        {canShare && (
          <Button variant="subtle" radius="xl" leftSection={<IconShare size={18} aria-hidden="true" />} onClick={() => void share()} className={classes.shareButton}>
            Share
          </Button>
        )}
      </section>

      <Text size="sm" c="gray.7" ta="center">
        Be kind, no advertising. Your name and phone number will be visible to other members of the group.
      </Text>
    </div>
  )
}
