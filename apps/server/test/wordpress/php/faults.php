<?php
// Must-use plugin: makes the REST API fail on demand. The fixture writes the fault to a file:
// "500" answers every REST call with a server error, "write-500" only updates,
// "sleep:N" waits N seconds first, "rest-disabled" turns the REST API off as plugins do,
// "down" answers every request, pages included, with 503 as a site that is down does.
$linkloom_fault = @file_get_contents(ABSPATH . '.fault');
if ($linkloom_fault === 'down') {
    http_response_code(503);
    header('Content-Type: text/html');
    echo '<h1>Service Unavailable</h1>';
    exit;
}
$linkloom_is_rest = strpos($_SERVER['REQUEST_URI'] ?? '', '/wp-json/') !== false;
if ($linkloom_fault && $linkloom_is_rest) {
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
