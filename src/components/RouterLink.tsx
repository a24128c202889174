// Mantine's Anchor and Button as type-safe TanStack Router links (createLink).
import type { AnchorHTMLAttributes, Ref } from 'react'
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'

type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>

interface AnchorLinkProps extends AnchorProps, AnchorElementProps {
  ref?: Ref<HTMLAnchorElement>
}

function AnchorLinkBase(props: AnchorLinkProps) {
  return <Anchor {...props} />
}

const CreatedAnchorLink = createLink(AnchorLinkBase)

export const RouterAnchor: LinkComponent<typeof AnchorLinkBase> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
)

interface ButtonLinkProps extends ButtonProps, AnchorElementProps {
  ref?: Ref<HTMLAnchorElement>
}

function ButtonLinkBase(props: ButtonLinkProps) {
  return <Button component="a" {...props} />
}

const CreatedButtonLink = createLink(ButtonLinkBase)

export const RouterButton: LinkComponent<typeof ButtonLinkBase> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
)
