import { Text, Title } from '@mantine/core'

/** A clearly marked stand-in for a section whose feature has not landed yet. */
export function Placeholder({ title, children }: { title: string; children?: string }) {
  return (
    <section
      data-placeholder
      style={{ padding: '3rem 1rem', textAlign: 'center', background: 'var(--mantine-color-gray-0)' }}
      aria-label={title}
    >
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" mt="xs">
        {children ?? 'Placeholder: this section arrives with its feature.'}
      </Text>
    </section>
  )
}
