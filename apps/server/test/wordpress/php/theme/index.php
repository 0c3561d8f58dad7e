<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title><?php echo esc_html(wp_get_document_title()); ?></title></head>
<body>
<main>
<?php while (have_posts()) : the_post(); ?>
<article>
<h1><?php the_title(); ?></h1>
<?php the_content(); ?>
</article>
<?php endwhile; ?>
</main>
</body>
</html>
