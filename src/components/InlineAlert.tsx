import type { ReactNode } from 'react'
import { IconAlertCircle } from '@tabler/icons-react'
import classes from './InlineAlert.module.css'

/** A problem stated in place, beside what caused it (a form that was refused, an amount that cannot convert); announced. */
export function InlineAlert({ children, id }: { children: ReactNode; /** For the field it is about (aria-describedby). */ id?: string }) {
  return (
    <div id={id} className={classes.alert} role="alert">
      <IconAlertCircle size={20} aria-hidden="true" />
      <span>{children}</span>
    </div>
  )
}
