unless 1 > 2 then 'ok' else 'bad' endunless =>
unless false then 1 endunless =>
