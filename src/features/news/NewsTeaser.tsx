import { Placeholder } from '@/components/Placeholder'

export function NewsTeaser() {
  return <Placeholder title="Relocation News" />
}
