import '@mantine/core/styles/Accordion.layer.css'
import '@mantine/core/styles/Drawer.layer.css'
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import { Accordion, Drawer } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { brand } from '@/content/brand'
import { menuGroups } from '@/content/menu'
import { MenuEntryLink } from './MenuEntryLink'
import { MenuIconGlyph } from './menu-icons'
import classes from './Header.module.css'

interface MobileDrawerProps {
  opened: boolean
  onClose: () => void
}

/**
 * The full-height menu drawer under 768 px: an accordion with one section open at a time.
 * A click outside (on the backdrop) closes it, and so does choosing an item.
 */
export default function MobileDrawer({ opened, onClose }: MobileDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(86vw, 360px)"
      title={brand.name}
      id="mobile-menu"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      classNames={{ body: classes.drawerBody, title: `${classes.drawerTitle} wp-gradient-text` }}
      transitionProps={{ duration: 220 }}
    >
      <nav aria-label="Main">
        <Link to="/" className={classes.drawerHome} onClick={onClose} activeOptions={{ exact: true }}>
          <MenuIconGlyph icon="home" />
          <span>Home</span>
        </Link>
        <Accordion variant="filled" radius="md" chevronPosition="right" classNames={{ control: classes.accordionControl }}>
          {menuGroups
            .filter((group) => group.subItems.length > 0)
            .map((group) => (
              <Accordion.Item key={group.id} value={group.id}>
                <Accordion.Control icon={<MenuIconGlyph icon={group.icon} />}>{group.label}</Accordion.Control>
                <Accordion.Panel>
                  <ul className={classes.drawerList}>
                    {group.subItems.map((item) => (
                      <li key={item.id}>
                        <MenuEntryLink
                          action={item.drawer ?? item}
                          label={item.label}
                          icon={item.icon}
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
    </Drawer>
  )
}
