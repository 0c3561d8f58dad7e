<?php
// Installs one variant of the eval's WordPress blog and imports its posts, as an owner would have
// built it: its theme, pretty permalinks, a primary menu (Home, the chapters' categories under
// "Topics", the pages), posts with categories, tags, authors and dates. On a classic theme (Twenty
// Twenty-One) the menu is a nav menu and the widget area has the stock widgets plus a tag cloud;
// on a block theme (Twenty Twenty-Three) the menu is the navigation block's own post, and the
// single-post template, as saved from the site editor, adds a "More posts" loop under the post.
// Links between posts are written as "linkloom-post:KEY" by the importer and become each post's
// root-relative permalink here, once every post has one.
// Usage: php import-blog.php <docroot> <blog.json>; prints {"permalinks": {KEY: "/slug/"}} as JSON.
[, $root, $blog_file] = $argv;
$url = parse_url(file_get_contents($root . '/.site-url'));
$_SERVER['HTTP_HOST'] = $url['host'] . ':' . $url['port'];
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/nav-menu.php';
$blog = json_decode(file_get_contents($blog_file), true, 512, JSON_THROW_ON_ERROR);

ob_start();
// Public: a blog hidden from search engines gets no wp-sitemap.xml and a noindex on every page.
$installed = wp_install($blog['title'], 'admin', 'admin@example.com', true, '', wp_generate_password(24));
ob_end_clean();
wp_update_user(['ID' => $installed['user_id'], 'display_name' => $blog['owner'], 'nickname' => $blog['owner']]);
update_option('blogdescription', $blog['tagline']);
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
update_option('default_comment_status', 'closed');
switch_theme($blog['theme']);
// The sample post, its comment and the sample page go, as a blog's owner deletes them.
wp_delete_post(1, true);
wp_delete_post(2, true);
// The imported HTML is the owner's own (administrators may post unfiltered HTML).
kses_remove_filters();

$authors = [];
foreach ($blog['authors'] as $author) {
    $authors[$author['login']] = wp_insert_user([
        'user_login' => $author['login'],
        'user_pass' => wp_generate_password(24),
        'user_email' => $author['login'] . '@example.com',
        'display_name' => $author['name'],
        'nickname' => $author['name'],
        'role' => 'author',
    ]);
}

$categories = [];
foreach ($blog['categories'] as $category) {
    $term = wp_insert_term($category['name'], 'category', ['slug' => $category['slug']]);
    if (is_wp_error($term)) {
        fwrite(STDERR, "category {$category['name']}: {$term->get_error_message()}\n");
        exit(1);
    }
    $categories[$category['slug']] = $term['term_id'];
}

// wp_insert_post takes its fields slashed, as a form posts them: code keeps its backslashes.
function linkloom_insert(array $fields): int {
    $id = wp_insert_post(wp_slash($fields + ['post_status' => 'publish']), true);
    if (is_wp_error($id)) {
        fwrite(STDERR, "{$fields['post_title']}: {$id->get_error_message()}\n");
        exit(1);
    }
    return $id;
}

$ids = [];
foreach ($blog['posts'] as $post) {
    $ids[$post['key']] = linkloom_insert([
        'post_title' => $post['title'],
        'post_name' => $post['slug'],
        'post_content' => $post['content'],
        'post_date' => $post['date'],
        'post_author' => $authors[$post['author']],
        'post_category' => [$categories[$post['category']]],
        'tags_input' => $post['tags'],
    ]);
}
$permalinks = [];
foreach ($ids as $key => $id) {
    $permalinks[$key] = wp_make_link_relative(get_permalink($id));
}
// Written straight to the table, as a second save from the editor would, without a revision.
global $wpdb;
$placeholders = [];
foreach ($permalinks as $key => $link) {
    $placeholders['linkloom-post:' . $key] = $link;
}
foreach ($ids as $id) {
    $content = get_post_field('post_content', $id, 'raw');
    $linked = strtr($content, $placeholders);
    if ($linked !== $content) {
        $wpdb->update($wpdb->posts, ['post_content' => $linked], ['ID' => $id]);
        clean_post_cache($id);
    }
}

$pages = [];
foreach ($blog['pages'] as $page) {
    $pages[] = linkloom_insert([
        'post_type' => 'page',
        'post_title' => $page['title'],
        'post_name' => $page['slug'],
        'post_content' => $page['content'],
        'post_author' => $installed['user_id'],
    ]);
}

if (wp_is_block_theme()) {
    linkloom_block_theme($categories, $pages);
} else {
    linkloom_classic_theme($categories, $pages);
}

update_option('linkloom_eval_fingerprint', $blog['fingerprint']);
flush_rewrite_rules(false);
echo json_encode(['permalinks' => $permalinks]);

function linkloom_classic_theme(array $categories, array $pages): void {
    $menu = wp_create_nav_menu('Primary');
    wp_update_nav_menu_item($menu, 0, [
        'menu-item-title' => 'Home',
        'menu-item-url' => '/',
        'menu-item-type' => 'custom',
        'menu-item-status' => 'publish',
    ]);
    $topics = wp_update_nav_menu_item($menu, 0, [
        'menu-item-title' => 'Topics',
        'menu-item-url' => '#',
        'menu-item-type' => 'custom',
        'menu-item-status' => 'publish',
    ]);
    foreach ($categories as $term_id) {
        wp_update_nav_menu_item($menu, 0, [
            'menu-item-object-id' => $term_id,
            'menu-item-object' => 'category',
            'menu-item-type' => 'taxonomy',
            'menu-item-parent-id' => $topics,
            'menu-item-status' => 'publish',
        ]);
}
foreach ($pages as $page_id) {
    wp_update_nav_menu_item($menu, 0, [
        'menu-item-object-id' => $page_id,
        'menu-item-object' => 'page',
        'menu-item-type' => 'post_type',
        'menu-item-status' => 'publish',
    ]);
}
set_theme_mod('nav_menu_locations', ['primary' => $menu]);

// The widgets WordPress installs (search, recent posts, recent comments, archives, categories),
// in the theme's widget area, and a tag cloud after them.
$widgets = get_option('widget_block', []);
$widgets[7] = ['content' => '<!-- wp:group --><div class="wp-block-group"><!-- wp:heading --><h2>Tags</h2><!-- /wp:heading --><!-- wp:tag-cloud /--></div><!-- /wp:group -->'];
update_option('widget_block', $widgets);
update_option('sidebars_widgets', [
    'wp_inactive_widgets' => [],
    'sidebar-1' => ['block-2', 'block-3', 'block-4', 'block-5', 'block-6', 'block-7'],
    'array_version' => 3,
]);

}

function linkloom_block(string $name, array $attributes): string {
    return '<!-- wp:' . $name . ' ' . wp_json_encode($attributes, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) . ' /-->';
}

function linkloom_block_theme(array $categories, array $pages): void {
    // The navigation block shows the last navigation saved when the theme's header names none.
    $items = [linkloom_block('navigation-link', ['label' => 'Home', 'url' => '/', 'kind' => 'custom', 'isTopLevelLink' => true])];
    $topics = [];
    foreach ($categories as $term_id) {
        $topics[] = linkloom_block('navigation-link', [
            'label' => get_term($term_id)->name,
            'type' => 'category',
            'id' => $term_id,
            'url' => '/category/' . get_term($term_id)->slug . '/',
            'kind' => 'taxonomy',
        ]);
    }
    $items[] = '<!-- wp:navigation-submenu {"label":"Topics","url":"#","kind":"custom"} -->'
        . implode('', $topics) . '<!-- /wp:navigation-submenu -->';
    foreach ($pages as $page_id) {
        $items[] = linkloom_block('navigation-link', [
            'label' => get_the_title($page_id),
            'type' => 'page',
            'id' => $page_id,
            'url' => wp_make_link_relative(get_permalink($page_id)),
            'kind' => 'post-type',
        ]);
    }
    linkloom_insert(['post_type' => 'wp_navigation', 'post_title' => 'Primary', 'post_content' => implode("\n", $items)]);

    // The theme's single-post template with the latest posts under the post.
    $theme = get_stylesheet();
    // A template read from the theme's files gets its theme on every template part; one saved in
    // the database must carry it, or WordPress renders the header, menu and footer empty.
    $single = _inject_theme_attribute_in_block_template_content(
        file_get_contents(get_stylesheet_directory() . '/templates/single.html')
    );
    $more = '<!-- wp:group {"tagName":"section","layout":{"type":"constrained"}} -->'
        . '<section class="wp-block-group"><!-- wp:heading --><h2>More posts</h2><!-- /wp:heading -->'
        . '<!-- wp:query {"queryId":7,"query":{"perPage":3,"pages":0,"offset":0,"postType":"post","order":"desc","orderBy":"date","author":"","search":"","exclude":[],"sticky":"","inherit":false}} -->'
        . '<div class="wp-block-query"><!-- wp:post-template -->'
        . '<!-- wp:post-title {"isLink":true,"level":3} /--><!-- wp:post-excerpt /--><!-- wp:post-date /-->'
        . '<!-- /wp:post-template --></div><!-- /wp:query --></section><!-- /wp:group -->';
    if (!preg_match('/<!-- wp:template-part \{"slug":"comments"[^}]*\} \/-->/', $single, $found)) {
        fwrite(STDERR, "{$theme}'s single template has no comments part to put More posts before\n");
        exit(1);
    }
    $comments = $found[0];
    $template = linkloom_insert([
        'post_type' => 'wp_template',
        'post_name' => 'single',
        'post_title' => 'Single',
        'post_content' => str_replace($comments, $more . "\n" . $comments, $single),
    ]);
    wp_set_object_terms($template, $theme, 'wp_theme');
}
