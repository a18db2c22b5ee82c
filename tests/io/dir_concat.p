;;; dir_>< joins a directory and a file name with one /
'/tmp' dir_>< 'x.p' =>
'/tmp/' dir_>< 'x.p' =>
'' dir_>< 'x.p' =>
"abc" dir_>< 'x' =>
identprops("dir_><") =>
'/tmp' dir_>< '/x.p' =>
'/tmp/' dir_>< '' =>
'/tmp' dir_>< '' =>
'a' dir_>< 'b' dir_>< 'c' =>
dataword('/tmp' dir_>< "w") =>
