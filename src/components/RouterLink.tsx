// Mantine's Button as a type-safe TanStack Router link (createLink).
import type { AnchorHTMLAttributes, Ref } from 'react'
import { Button, type ButtonProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'

type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>

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
