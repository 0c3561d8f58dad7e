<?php
// Must-use plugin: makes the REST API fail on demand. The fixture writes the fault to a file:
// "500" answers every REST call with a server error, "write-500" only updates,
// "sleep:N" waits N seconds first, "rest-disabled" turns the REST API off as plugins do,
// "down" answers every request, pages included, with 503 as a site that is down does.
// "author-save:N" (once) saves post N as its author would, right after the first REST read
// of a post in the edit context has been answered: the read returns the post as it was.
// "author-overwrite:N" (once) saves post N again right after a REST update of it, with the
// content it had before that update, as an editor who had it open would.
$linkloom_fault = @file_get_contents(ABSPATH . '.fault');
if ($linkloom_fault === 'down') {
    http_response_code(503);
    header('Content-Type: text/html');
    echo '<h1>Service Unavailable</h1>';
    exit;
}
$linkloom_is_rest = strpos($_SERVER['REQUEST_URI'] ?? '', '/wp-json/') !== false;
if ($linkloom_fault && $linkloom_is_rest && strpos($linkloom_fault, 'author-save:') === 0) {
    add_filter('rest_post_dispatch', function ($response, $server, $request) use ($linkloom_fault) {
        if ($request->get_method() !== 'GET' || $request->get_param('context') !== 'edit') {
            return $response;
        }
        if (!@unlink(ABSPATH . '.fault')) {
            return $response;
        }
        $id = (int) substr($linkloom_fault, strlen('author-save:'));
        $post = get_post($id);
        wp_update_post(wp_slash([
            'ID' => $id,
            'post_content' => $post->post_content . "\n\n<!-- wp:paragraph -->\n<p>An author's new paragraph.</p>\n<!-- /wp:paragraph -->",
        ]));
        return $response;
    }, 10, 3);
} elseif ($linkloom_fault && $linkloom_is_rest && strpos($linkloom_fault, 'author-overwrite:') === 0) {
    $linkloom_id = (int) substr($linkloom_fault, strlen('author-overwrite:'));
    $linkloom_before = null;
    add_filter('rest_pre_dispatch', function ($result, $server, $request) use ($linkloom_id, &$linkloom_before) {
        if ($request->get_method() !== 'GET' && $linkloom_before === null) {
            $linkloom_before = get_post($linkloom_id)->post_content;
        }
        return $result;
    }, 10, 3);
    add_filter('rest_post_dispatch', function ($response, $server, $request) use ($linkloom_id, &$linkloom_before) {
        if ($request->get_method() === 'GET' || $linkloom_before === null || !@unlink(ABSPATH . '.fault')) {
            return $response;
        }
        wp_update_post(wp_slash(['ID' => $linkloom_id, 'post_content' => $linkloom_before]));
        return $response;
    }, 10, 3);
} elseif ($linkloom_fault && $linkloom_is_rest) {
    $linkloom_write = ($_SERVER['REQUEST_METHOD'] ?? 'GET') !== 'GET';
    if ($linkloom_fault === 'rest-disabled') {
        add_filter('rest_authentication_errors', function () {
            return new WP_Error('rest_disabled', 'The REST API is disabled on this site.', ['status' => 403]);
        });
    } elseif (strpos($linkloom_fault, 'sleep:') === 0) {
        sleep((int) substr($linkloom_fault, 6));
    } elseif ($linkloom_fault === '500' || ($linkloom_fault === 'write-500' && $linkloom_write)) {
        http_response_code(500);
        header('Content-Type: application/json');
        echo '{"code":"internal_server_error","message":"Fixture fault","data":{"status":500}}';
        exit;
    }
}
