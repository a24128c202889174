<?php
// Router for PHP's built-in server, standing in for the web server's rewrite rules: uploads are served
// from WP_CONTENT_DIR as files, other existing files as they are, and everything else goes to
// WordPress's index.php (pretty permalinks, so /wp-json/... reaches the REST API as on a real site).
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
if (str_contains($path, '..')) {
  http_response_code(400);
  return true;
}
if (str_starts_with($path, '/wp-content/')) {
  $file = getenv('WP_CONTENT_DIR') . substr($path, strlen('/wp-content'));
  if (is_file($file) && !str_ends_with($file, '.php')) {
    header('Content-Type: ' . (mime_content_type($file) ?: 'application/octet-stream'));
    header('Content-Length: ' . filesize($file));
    header('Cache-Control: public, max-age=3600');
    readfile($file);
    return true;
  }
  http_response_code(404);
  return true;
}
if ($path !== '/' && is_file($_SERVER['DOCUMENT_ROOT'] . $path) && !str_ends_with($path, '.php')) return false;
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
