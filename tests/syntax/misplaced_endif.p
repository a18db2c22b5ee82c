endif;
