// The server's structured log: one JSON object per line on stdout (stderr for warnings and errors), which
// any log collector reads. Lines carry references, services, statuses and timings, never a person's
// name, email, phone or message.

export type LogLevel = 'info' | 'warn' | 'error'

export function logEvent(fields: Record<string, unknown>, level: LogLevel = 'info'): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...fields })
  if (level === 'info') console.info(line)
  else if (level === 'warn') console.warn(line)
  else console.error(line)
}
