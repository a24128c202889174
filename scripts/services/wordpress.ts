// A real WordPress for the tests: Debian's `wordpress` package on PHP's built-in server, with its own
// MariaDB, both on loopback only (MariaDB on a Unix socket, no TCP port; PHP on 127.0.0.1), no cron, no
// update checks, no outbound HTTP. Seeded with fixture.ts through WordPress's own PHP API.
//
//   npx tsx scripts/services/wordpress.ts [--port 8089]
// starts it, prints "WordPress is ready on http://127.0.0.1:PORT" and runs until stopped (Ctrl-C, SIGTERM);
// the e2e suite starts it this way (playwright.config.ts), with REAL_WORDPRESS_IDS naming a file for the
// posts' ids. Tests may also call startWordPress().
import { copyFileSync, cpSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { bodyUploads, categories, posts } from './wordpress/fixture'
import { findBinary, freePort, isRoot, removeDir, run, runFromCommandLine, scratchDir, start, waitUntil, type Started } from './processes'

const HERE = path.join(import.meta.dirname, 'wordpress')
const MEDIA = path.resolve(import.meta.dirname, '..', '..', 'server', 'demo', 'media', 'files', 'posts')
const WORDPRESS = '/usr/share/wordpress'
const INSTALL = 'Install them with `sudo apt-get install -y wordpress mariadb-server php`'

export interface RealWordPress {
  /** e.g. http://127.0.0.1:8089: the site root, which the app's WORDPRESS_URL points at. */
  origin: string
  /** Runs SQL against the site's database (for tests that change content underneath the app). */
  sql: (statement: string) => string
  stop: () => Promise<void>
}

export interface WordPressOptions {
  port?: number
  /** Where to write every fixture post's id by slug (drafts included), as JSON. */
  idsFile?: string
}

export async function startWordPress({ port, idsFile }: WordPressOptions = {}): Promise<RealWordPress> {
  const installDb = findBinary(['mariadb-install-db', 'mysql_install_db'], INSTALL)
  const mariadbd = findBinary(['/usr/sbin/mariadbd', '/usr/sbin/mysqld', 'mariadbd'], INSTALL)
  const client = findBinary(['mariadb', 'mysql'], INSTALL)
  const php = findBinary(['php'], INSTALL)
  findBinary([`${WORDPRESS}/wp-settings.php`], INSTALL)

  const dir = scratchDir('wordpress')
  const started: Started[] = []
  let stopping: Promise<void> | null = null
  // Once, however many times it is asked (a signal and the end of stdin may both come).
  const stop = () =>
    (stopping ??= (async () => {
      for (const server of [...started].reverse()) await server.stop()
      removeDir(dir)
    })())
  try {
    // MariaDB: a fresh data folder, a socket in the scratch folder, no networking at all.
    const data = path.join(dir, 'db')
    const socket = path.join(dir, 'db.sock')
    const user = isRoot() ? ['--user=root'] : []
    run(installDb, ['--no-defaults', `--datadir=${data}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...user])
    const db = start(mariadbd, [
      '--no-defaults',
      `--datadir=${data}`,
      `--socket=${socket}`,
      '--skip-networking',
      `--pid-file=${path.join(dir, 'db.pid')}`,
      '--innodb-buffer-pool-size=32M',
      '--skip-log-bin',
      ...user,
    ])
    started.push(db)
    const sql = (statement: string) => run(client, ['--no-defaults', `--socket=${socket}`, '-uroot', '--batch', '--skip-column-names', '-e', statement])
    await waitUntil('MariaDB', db, () => sql('SELECT 1').trim() === '1')
    const password = `wp-${Math.random().toString(36).slice(2)}`
    sql(`CREATE DATABASE wordpress; CREATE USER 'wordpress'@'localhost' IDENTIFIED BY '${password}'; GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';`)

    // WordPress: a scratch copy of Debian's package with our wp-config.php (Debian's reads /etc).
    const root = path.join(dir, 'site')
    cpSync(WORDPRESS, root, { recursive: true, verbatimSymlinks: true })
    rmSync(path.join(root, 'wp-config.php'))
    rmSync(path.join(root, '.htaccess'), { force: true })
    copyFileSync(path.join(HERE, 'wp-config.php'), path.join(root, 'wp-config.php'))
    const content = path.join(dir, 'wp-content')
    mkdirSync(path.join(content, 'uploads'), { recursive: true })
    for (const name of readdirSync(path.join(WORDPRESS, 'wp-content'))) {
      symlinkSync(path.join(WORDPRESS, 'wp-content', name), path.join(content, name))
    }

    const sitePort = port ?? (await freePort())
    const origin = `http://127.0.0.1:${sitePort}`
    const fixture = path.join(dir, 'fixture.json')
    writeFileSync(fixture, JSON.stringify({ categories, posts, bodyUploads }))
    const env = {
      ...process.env,
      WP_ROOT: root,
      WP_ORIGIN: origin,
      WP_CONTENT_DIR: content,
      WP_DB_NAME: 'wordpress',
      WP_DB_USER: 'wordpress',
      WP_DB_PASSWORD: password,
      WP_DB_SOCKET: socket,
      WP_SALT: password,
      WP_FIXTURE: fixture,
      WP_MEDIA_DIR: MEDIA,
      WP_IDS_FILE: idsFile ?? '',
    }
    run(php, [path.join(HERE, 'seed.php')], { env })

    // Several workers, as a real server answers requests in parallel.
    const web = start(php, ['-S', `127.0.0.1:${sitePort}`, '-t', root, path.join(HERE, 'router.php')], {
      env: { ...env, PHP_CLI_SERVER_WORKERS: '4' },
    })
    started.push(web)
    await waitUntil('WordPress', web, async () => (await fetch(`${origin}/wp-json/wp/v2/categories`)).ok)
    return { origin, sql: (statement) => sql(`USE wordpress; ${statement}`), stop }
  } catch (error) {
    await stop()
    throw error
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runFromCommandLine(
    (port) => startWordPress({ port, idsFile: process.env.REAL_WORDPRESS_IDS }),
    (wordpress, seconds) => `WordPress is ready on ${wordpress.origin} (set up in ${seconds} s)`,
  )
}
