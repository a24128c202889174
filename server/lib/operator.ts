// The operator's token (OPERATOR_TOKEN): what only the people running the server may read, such as the
// forwarding backlog on /readyz. Runtime-agnostic (Web Crypto), like the rest of server/lib.

const encoder = new TextEncoder()

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

/**
 * Whether an Authorization header is `Bearer <token>`. The two are hashed and every byte of the hashes
 * compared, so the time taken says nothing about how much of a guess was right, nor about the token's
 * length. No token configured: nobody is the operator.
 */
export async function isOperator(authorization: string | undefined, token: string | undefined): Promise<boolean> {
  if (!token || !authorization) return false
  const given = /^Bearer +(\S+) *$/i.exec(authorization)?.[1]
  if (!given) return false
  const [a, b] = await Promise.all([sha256(given), sha256(token)])
  let difference = 0
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return difference === 0
}
