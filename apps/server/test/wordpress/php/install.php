<?php
// Installs the throwaway WordPress and prints its admin's application password as JSON.
// Usage: php install.php <docroot> <admin user> <admin password> [theme]
[, $root, $user, $password] = $argv;
// Not $theme: loading WordPress overwrites that global.
$linkloom_theme = $argv[4] ?? 'linkloom-fixture';
$url = parse_url(file_get_contents($root . '/.site-url'));
$_SERVER['HTTP_HOST'] = $url['host'] . ':' . $url['port'];
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
ob_start();
$installed = wp_install('Linkloom test blog', $user, $user . '@example.com', false, '', $password);
ob_end_clean();
update_option('permalink_structure', '/%postname%/');
switch_theme($linkloom_theme);
if ($linkloom_theme === 'linkloom-blog') {
    // A public blog: WordPress then serves its own sitemap (wp-sitemap.xml) with the archives.
    update_option('blog_public', 1);
}
flush_rewrite_rules(true);
wp_delete_post(1, true);
wp_delete_post(2, true);
[$application_password] = WP_Application_Passwords::create_new_application_password(
    $installed['user_id'],
    ['name' => 'linkloom-tests']
);
$author = wp_insert_user([
    'user_login' => 'author',
    'user_pass' => $password,
    'user_email' => 'author@example.com',
    'role' => 'subscriber',
]);
[$author_password] = WP_Application_Passwords::create_new_application_password(
    $author,
    ['name' => 'linkloom-tests']
);
echo json_encode([
    'applicationPassword' => $application_password,
    'subscriberPassword' => $author_password,
]);
