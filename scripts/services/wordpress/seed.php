<?php
// Installs the test WordPress and seeds it with fixture.ts's content (as JSON in WP_FIXTURE), through
// WordPress's own PHP API, as an editor would: categories, uploads with their alternative text, posts
// with their dates, statuses, excerpts and featured images.
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = parse_url(getenv('WP_ORIGIN'), PHP_URL_HOST) . ':' . parse_url(getenv('WP_ORIGIN'), PHP_URL_PORT);

// No mail on install (there is no mail server, and there must be no outbound traffic).
function wp_new_blog_notification() {}

require getenv('WP_ROOT') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

$fixture = json_decode(file_get_contents(getenv('WP_FIXTURE')), true, 512, JSON_THROW_ON_ERROR);
$media = getenv('WP_MEDIA_DIR');

function fail($what) {
  fwrite(STDERR, "seed.php: $what\n");
  exit(1);
}

wp_install('Waypoint test site', 'editor', 'editor@example.test', true, '', wp_generate_password(24));
update_option('permalink_structure', '/%postname%/');
update_option('timezone_string', 'UTC');
// An administrator may publish any markup (unfiltered_html); the hostile post is seeded as one would.
kses_remove_filters();

// The sample post, page and comment of a fresh install.
foreach (get_posts(['post_type' => ['post', 'page'], 'post_status' => 'any', 'numberposts' => -1]) as $sample) {
  wp_delete_post($sample->ID, true);
}

$categoryIds = [];
foreach ($fixture['categories'] as $category) {
  $term = wp_insert_term($category['name'], 'category', ['slug' => $category['slug']]);
  if (is_wp_error($term)) fail('category ' . $category['slug'] . ': ' . $term->get_error_message());
  $categoryIds[$category['slug']] = $term['term_id'];
}

$uploads = [];
$ids = [];
function upload($name, $source, $alt) {
  global $uploads, $media;
  if (isset($uploads[$name])) return $uploads[$name];
  $bits = wp_upload_bits($name, null, file_get_contents("$media/$source"));
  if ($bits['error']) fail("upload $name: " . $bits['error']);
  $id = wp_insert_attachment(['post_mime_type' => 'image/webp', 'post_title' => $alt, 'post_status' => 'inherit'], $bits['file'], 0, true);
  if (is_wp_error($id)) fail("attachment $name: " . $id->get_error_message());
  wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $bits['file']));
  update_post_meta($id, '_wp_attachment_image_alt', $alt);
  return $uploads[$name] = ['id' => $id, 'url' => $bits['url']];
}

foreach ($fixture['bodyUploads'] as $name => $source) upload($name, $source, pathinfo($name, PATHINFO_FILENAME));

foreach ($fixture['posts'] as $post) {
  $content = preg_replace_callback('/\{\{upload:([^}]+)\}\}/', fn($m) => upload($m[1], $m[1], $m[1])['url'], $post['content']);
  $id = wp_insert_post([
    'post_title' => $post['title'],
    'post_name' => $post['slug'],
    'post_content' => $content,
    'post_excerpt' => $post['excerpt'],
    'post_status' => $post['status'],
    'post_date' => $post['date'],
    'post_date_gmt' => $post['date'],
    'post_category' => [$categoryIds[$post['category']]],
    'post_author' => 1,
  ], true);
  if (is_wp_error($id)) fail('post ' . $post['slug'] . ': ' . $id->get_error_message());
  $ids[$post['slug']] = $id;
  if ($post['featuredImage']) {
    $image = upload($post['featuredImage'], $post['featuredImage'], 'Featured: ' . wp_strip_all_tags($post['title']));
    set_post_thumbnail($id, $image['id']);
  }
}

// Every post's id by slug, drafts included, for tests that must ask for a post an anonymous reader may not see.
if (getenv('WP_IDS_FILE')) file_put_contents(getenv('WP_IDS_FILE'), json_encode($ids));

echo json_encode(['posts' => count($fixture['posts']), 'categories' => count($categoryIds), 'uploads' => count($uploads)]), "\n";
