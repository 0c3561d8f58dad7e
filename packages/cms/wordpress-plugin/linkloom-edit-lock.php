<?php
/**
 * Plugin Name: Linkloom editor lock
 * Description: Lets Linkloom see that someone has a post open in the editor, so it does not write a link their next save would remove. Read-only; changes nothing.
 * Version: 1.0.0
 *
 * WordPress keeps the editor lock in the protected `_edit_lock` meta, which its REST API does
 * not show. This adds one read-only field, `linkloom_edit_lock`, to posts and pages in the
 * edit context: null, or who holds the post open and since when. Install it as a plugin, or
 * copy it to wp-content/mu-plugins/.
 */
add_action('rest_api_init', function () {
    foreach (['post', 'page'] as $linkloom_type) {
        register_rest_field($linkloom_type, 'linkloom_edit_lock', [
            'get_callback' => function ($post) {
                if (!current_user_can('edit_post', $post['id'])) {
                    return null;
                }
                if (!function_exists('wp_check_post_lock')) {
                    require_once ABSPATH . 'wp-admin/includes/post.php';
                }
                // Another user's lock within WordPress's own window (150 s after their last heartbeat).
                $holder = wp_check_post_lock($post['id']);
                if (!$holder) {
                    return null;
                }
                $lock = explode(':', (string) get_post_meta($post['id'], '_edit_lock', true));
                $user = get_userdata($holder);
                return [
                    'user' => $user ? $user->display_name : '',
                    'since' => gmdate('c', (int) $lock[0]),
                ];
            },
            'schema' => [
                'description' => 'Who has the post open in the editor, or null.',
                'type' => ['object', 'null'],
                'context' => ['edit'],
                'readonly' => true,
            ],
        ]);
    }
});
