;;; matchesoneof and matchesallof (precedence 9)
vars l = [a b c], y;
l matchesoneof [[x ==] [== c]] =>
l matchesoneof [[x ==] [== d]] =>
l matchesallof [[a ==] [== c] [= ?y =]] =>
y =>
l matchesallof [[a ==] [== d]] =>
[] matchesallof [] =>
[] matchesoneof [] =>
identprops("matchesoneof"), identprops("matchesallof"), identprops("matches"), identprops("-->") =>
;;; precedence 9 is looser than matches and and
l matchesoneof [[?y ==]] and y == "a" =>
