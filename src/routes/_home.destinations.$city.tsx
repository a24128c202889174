import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_home/destinations/$city')({})
