import { formatNumber } from '@/i18n/format'

const MB = 1024 * 1024

/** Megabytes as the language writes them, one decimal (1 MB = 1,048,576 bytes, as the budgets count). */
export function megabytes(bytes: number, language: string): string {
  return formatNumber(bytes / MB, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}
