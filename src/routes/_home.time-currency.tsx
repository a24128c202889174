import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '@/components/Placeholder'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/time-currency')({
  component: TimeCurrencyOverlay,
})

function TimeCurrencyOverlay() {
  return (
    <Overlay contentKey="time-currency">
      <Placeholder title="Global Information Hub" />
    </Overlay>
  )
}
