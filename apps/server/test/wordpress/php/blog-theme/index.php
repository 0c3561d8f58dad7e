<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title><?php echo esc_html(wp_get_document_title()); ?></title></head>
<body <?php body_class(); ?>>
<header><nav><ul><li><a href="<?php echo esc_url(home_url('/')); ?>">Home</a></li><?php wp_list_pages(['title_li' => '']); ?></ul></nav></header>
<main>
<?php if (is_singular()) : while (have_posts()) : the_post(); ?>
<article><h1><?php the_title(); ?></h1><?php the_content(); ?></article>
<?php endwhile; else : ?>
<h1><?php echo esc_html(is_home() ? get_bloginfo('name') : wp_strip_all_tags(get_the_archive_title())); ?></h1>
<?php while (have_posts()) : the_post(); ?>
<article><h2><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></h2><?php the_excerpt(); ?></article>
<?php endwhile; endif; ?>
</main>
<aside>
<h2>Categories</h2><ul><?php wp_list_categories(['title_li' => '']); ?></ul>
<h2>Tags</h2><?php wp_tag_cloud(); ?>
<h2>Archives</h2><ul><?php wp_get_archives(); ?></ul>
</aside>
<footer><a href="<?php echo esc_url(get_author_posts_url(1)); ?>">All posts by the baker</a></footer>
</body>
</html>
