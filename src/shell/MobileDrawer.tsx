import '@mantine/core/styles/Accordion.layer.css'
import '@mantine/core/styles/Drawer.layer.css'
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import { Accordion, Drawer } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { brand } from '@/content/brand'
import { menuGroups } from '@/content/menu'
import { LanguageList } from './LanguageSwitch'
import { MenuEntryLink, PlanDueCount } from './MenuEntryLink'
import { MenuIconGlyph } from './menu-icons'
import classes from './Header.module.css'
import { useLanguage, useT } from '@/i18n/react'

interface MobileDrawerProps {
  opened: boolean
  onClose: () => void
  /** Once it has gone: Mantine's own return of focus does not run when Escape closes it. */
  onClosed?: () => void
}

/**
 * The full-height menu drawer under 768 px: an accordion with one section open at a time.
 * A click outside (on the backdrop) closes it, and so does choosing an item.
 */
export default function MobileDrawer({ opened, onClose, onClosed }: MobileDrawerProps) {
  const t = useT()
  const { dir } = useLanguage()
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // At the right in both directions: beside the menu button in left-to-right, and on the reading side in
      // right-to-left (Mantine reads 'left' as the start side there).
      position={dir === 'rtl' ? 'left' : 'right'}
      size="min(86vw, 360px)"
      title={brand.name}
      id="mobile-menu"
      closeButtonProps={{ 'aria-label': t('shell.closeMenu') }}
      classNames={{ body: classes.drawerBody, title: `${classes.drawerTitle} wp-gradient-text` }}
      transitionProps={{ duration: 220 }}
      returnFocus={false}
      onExitTransitionEnd={onClosed}
    >
      <nav aria-label={t('shell.nav.main')}>
        <Link to="/" className={classes.drawerHome} onClick={onClose} activeOptions={{ exact: true }}>
          <MenuIconGlyph icon="home" />
          <span>{t('shell.menu.home')}</span>
        </Link>
        <Accordion variant="filled" radius="md" chevronPosition="right" classNames={{ control: classes.accordionControl }}>
          {menuGroups
            .filter((group) => group.subItems.length > 0)
            .map((group) => (
              <Accordion.Item key={group.id} value={group.id}>
                <Accordion.Control icon={<MenuIconGlyph icon={group.icon} />}>{t(`shell.menu.${group.id}`)}</Accordion.Control>
                <Accordion.Panel>
                  <ul className={classes.drawerList}>
                    {group.subItems.map((item) => (
                      <li key={item.id}>
                        <MenuEntryLink
                          action={item.drawer ?? item}
                          label={t(`shell.menu.${item.id}`)}
                          icon={item.icon}
                          {...(item.id === 'plan' ? { trailing: <PlanDueCount /> } : {})}
                          className={classes.drawerItem}
                          onChoose={onClose}
                        />
                      </li>
                    ))}
                  </ul>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
        </Accordion>
      </nav>
      <section className={classes.drawerLanguage} aria-labelledby="drawer-language">
        <h2 id="drawer-language" className={classes.drawerHeading}>
          {t('shell.language')}
        </h2>
        <LanguageList className={classes.languageListPlain} onChoose={onClose} />
      </section>
    </Drawer>
  )
}
