import { formatNumber } from '@/i18n/format'

const MB = 1024 * 1024

/**
 * Megabytes as the language writes them (1 MB = 1,048,576 bytes, as the budgets count): one decimal, or two
 * under a tenth, where a few kilobytes would read as '0.0' (16 destinations are about 10 KB: '0.01').
 */
export function megabytes(bytes: number, language: string): string {
  const value = bytes / MB
  if (bytes > 0 && value < 0.095) return formatNumber(Math.max(value, 0.01), language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}
