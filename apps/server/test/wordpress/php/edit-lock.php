<?php
// Opens a post in the editor as another user, as WordPress does when Jane opens it:
// sets `_edit_lock` to "now:her id". Usage: php edit-lock.php <docroot> <post id> [release]
[, $root, $post_id] = $argv;
$url = parse_url(file_get_contents($root . '/.site-url'));
$_SERVER['HTTP_HOST'] = $url['host'] . ':' . $url['port'];
$_SERVER['REQUEST_URI'] = '/';
require $root . '/wp-load.php';
if (($argv[3] ?? '') === 'release') {
    delete_post_meta((int) $post_id, '_edit_lock');
    exit;
}
$jane = get_user_by('login', 'jane');
$jane_id = $jane ? $jane->ID : wp_insert_user([
    'user_login' => 'jane',
    'user_pass' => wp_generate_password(),
    'user_email' => 'jane@example.com',
    'display_name' => 'Jane Editor',
    'role' => 'editor',
]);
update_post_meta((int) $post_id, '_edit_lock', time() . ':' . $jane_id);
