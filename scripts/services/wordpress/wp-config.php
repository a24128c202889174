<?php
// wp-config.php of the test WordPress (scripts/services/wordpress.ts copies it into a scratch copy of
// Debian's /usr/share/wordpress). Everything comes from the environment the launcher sets; nothing here
// is a secret: the site lives on loopback for one test run.
define('DB_NAME', getenv('WP_DB_NAME'));
define('DB_USER', getenv('WP_DB_USER'));
define('DB_PASSWORD', getenv('WP_DB_PASSWORD'));
// MariaDB listens on a Unix socket only (no TCP port at all).
define('DB_HOST', 'localhost:' . getenv('WP_DB_SOCKET'));
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$table_prefix = 'wp_';

define('WP_HOME', getenv('WP_ORIGIN'));
define('WP_SITEURL', getenv('WP_ORIGIN'));
define('WP_CONTENT_DIR', getenv('WP_CONTENT_DIR'));
define('WP_CONTENT_URL', getenv('WP_ORIGIN') . '/wp-content');

// No cron, no update checks, no outbound HTTP: the site answers the tests and nothing else.
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_DEBUG', false);

foreach (['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'] as $name) {
  define($name, getenv('WP_SALT') . $name);
}

if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
