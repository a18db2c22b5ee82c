;;; a pattern variable naming a protected identifier
[a] matches [?hd] =>
